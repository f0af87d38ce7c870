import {
  clearLocalDraft,
  isEmptyDraft,
  localDraftKey,
  readLocalDraft,
  writeLocalDraft,
} from '@/features/editor/local-draft';
import { EMPTY_DRAFT, type BlogDraft } from '@/features/editor/rules';

const draft: BlogDraft = {
  banner: 'https://cdn.example/b.png',
  title: 'Kept',
  des: 'Description',
  tags: ['tech'],
  blocks: [{ type: 'paragraph', data: { text: 'Typed <b>bold</b>' } }],
};

describe('local drafts (issue 14: never lose work)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one slot per user and blog, and one for a new blog', () => {
    expect(localDraftKey('u1', null)).toBe('inkwell:editor-draft:u1:new');
    expect(localDraftKey('u1', 'my-blog')).toBe('inkwell:editor-draft:u1:my-blog');
    expect(localDraftKey('u2', 'my-blog')).not.toBe(localDraftKey('u1', 'my-blog'));
  });

  it('writes, reads back and clears a draft', () => {
    const key = localDraftKey('u1', null);
    writeLocalDraft(key, draft, 1234);
    expect(readLocalDraft(key)).toEqual({ savedAt: 1234, draft });
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });

  it('ignores a corrupt or foreign slot, and cleans hostile blocks read back', () => {
    const key = localDraftKey('u1', 'x');
    localStorage.setItem(key, '{not json');
    expect(readLocalDraft(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ v: 99, savedAt: 1 }));
    expect(readLocalDraft(key)).toBeNull();
    localStorage.setItem(
      key,
      JSON.stringify({
        v: 1,
        savedAt: 5,
        title: 7,
        tags: ['ok', 3],
        blocks: [{ type: 'paragraph', data: { text: '<img src=x onerror=alert(1)>hi' } }],
      }),
    );
    expect(readLocalDraft(key)).toEqual({
      savedAt: 5,
      draft: {
        banner: '',
        title: '',
        des: '',
        tags: ['ok'],
        blocks: [{ type: 'paragraph', data: { text: 'hi' } }],
      },
    });
  });

  it('knows an empty draft', () => {
    expect(isEmptyDraft(EMPTY_DRAFT)).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, title: '  ' })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, tags: ['a'] })).toBe(false);
    expect(isEmptyDraft(draft)).toBe(false);
  });
});
