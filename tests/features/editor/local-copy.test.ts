import {
  copiesOf,
  copyKey,
  isEmptyDraft,
  moveCopiesToNew,
  readCopy,
  readSent,
  removeCopy,
  tabSession,
  writeCopy,
  writeSent,
} from '@/features/editor/local-copy';
import { EMPTY_DRAFT, type BlogDraft } from '@/features/editor/rules';
import { forgetUnsavedWriting, keepWritingOf, unsavedWritingOf } from '@/lib/unsaved-writing';

/**
 * Issues 14 and 28 item 3: the unsaved work of each open editor is a copy of its own, named by the user, the
 * blog and the tab's writing session; two tabs never share one. In Chromium, with real tabs:
 * e2e/editor-sessions.spec.ts.
 */

const draft: BlogDraft = {
  banner: 'https://cdn.example/b.png',
  title: 'Kept',
  des: 'Description',
  tags: ['tech'],
  blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'Typed <b>bold</b>' } }],
};

describe('local copies (never lose work)', () => {
  beforeEach(() => localStorage.clear());

  it('are one per user, blog (or new blog) and writing session', () => {
    const keys = [
      copyKey('u1', null, 'tab-a'),
      copyKey('u1', null, 'tab-b'),
      copyKey('u1', 'my-blog', 'tab-a'),
      copyKey('u2', 'my-blog', 'tab-a'),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it('write, read back and go', () => {
    const key = copyKey('u1', null, 'tab-a');
    writeCopy(key, draft, 1234);
    expect(readCopy(key)).toEqual({ key, session: 'tab-a', savedAt: 1234, draft });
    removeCopy(key);
    expect(readCopy(key)).toBeNull();
  });

  it('of one blog are found together, newest first, with issue 14’s single slot among them', () => {
    writeCopy(copyKey('u1', 'b', 'tab-a'), { ...draft, title: 'Older' }, 1);
    writeCopy(copyKey('u1', 'b', 'tab-b'), { ...draft, title: 'Newer' }, 5);
    writeCopy(copyKey('u1', 'other', 'tab-a'), draft, 9);
    localStorage.setItem(
      'inkwell:editor-draft:u1:b',
      JSON.stringify({ v: 1, savedAt: 3, ...draft, title: 'Legacy' }),
    );
    expect(copiesOf('u1', 'b').map((copy) => [copy.draft.title, copy.session])).toEqual([
      ['Newer', 'tab-b'],
      ['Legacy', 'legacy'],
      ['Older', 'tab-a'],
    ]);
    // Sign Out finds every one of them (issue 29 item 17), and only this user's.
    expect(unsavedWritingOf('u1')).toHaveLength(4);
    expect(unsavedWritingOf('u2')).toHaveLength(0);
  });

  it('Sign Out removes a user’s copies, and none is written for them until they sign in again', () => {
    writeCopy(copyKey('u1', null, 'tab-a'), draft);
    writeCopy(copyKey('u2', null, 'tab-b'), draft);
    forgetUnsavedWriting('u1');
    expect(copiesOf('u1', null)).toEqual([]);
    expect(copiesOf('u2', null)).toHaveLength(1);
    // The editor closing after the sign-out writes nothing back.
    writeCopy(copyKey('u1', null, 'tab-a'), draft);
    expect(copiesOf('u1', null)).toEqual([]);
    keepWritingOf('u1');
    writeCopy(copyKey('u1', null, 'tab-a'), draft);
    expect(copiesOf('u1', null)).toHaveLength(1);
  });

  it('keep what a new blog’s save sent from them until the copy goes, and Sign Out takes it too (0066)', () => {
    const mine = copyKey('u1', null, 'tab-a');
    const theirs = copyKey('u2', null, 'tab-b');
    const sent = { title: 'Kept', banner: '', des: '', asDraft: true, at: 5 };
    writeCopy(mine, draft);
    writeSent(mine, sent);
    expect(readSent(mine)).toEqual(sent);
    removeCopy(mine);
    expect(readSent(mine)).toBeNull();

    writeSent(mine, sent);
    writeSent(theirs, sent);
    forgetUnsavedWriting('u1');
    expect(readSent(mine)).toBeNull();
    expect(readSent(theirs)).toEqual(sent);
    keepWritingOf('u1');
    // Only what it was written as is read back.
    localStorage.setItem(`inkwell:editor-sent:${mine}`, JSON.stringify({ ...sent, at: '5' }));
    expect(readSent(mine)).toBeNull();
  });

  it('moved to a new post (their blog deleted), take what a save sent from them along (0066)', () => {
    const gone = copyKey('u1', 'deleted-blog', 'tab-x');
    const sent = { title: 'Kept', banner: '', des: '', asDraft: true, at: 5 };
    writeCopy(gone, draft);
    writeSent(gone, sent);
    const own = copyKey('u1', null, tabSession());
    // What another save once sent under this tab's new post, its work long gone.
    writeSent(own, { ...sent, title: 'Another' });
    expect(moveCopiesToNew('u1', [readCopy(gone)!])).toBe(1);
    expect(readCopy(own)?.draft).toEqual(draft);
    expect(readSent(own)).toEqual(sent);
    expect(readSent(gone)).toBeNull();
  });

  it('holding only characters drawn as nothing, hold nothing worth restoring (0066)', () => {
    expect(isEmptyDraft({ ...EMPTY_DRAFT, title: '\u200b\u200d', des: '\u2060' })).toBe(true);
    expect(
      isEmptyDraft({
        ...EMPTY_DRAFT,
        blocks: [{ id: 'p', type: 'paragraph', data: { text: '\u200b' } }],
      }),
    ).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, title: '\u200bA' })).toBe(false);
  });

  it('ignore a corrupt or foreign copy, and clean hostile blocks read back', () => {
    const key = copyKey('u1', 'x', 'tab-a');
    localStorage.setItem(key, '{not json');
    expect(readCopy(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ v: 99, savedAt: 1 }));
    expect(readCopy(key)).toBeNull();
    localStorage.setItem(
      key,
      JSON.stringify({
        v: 2,
        savedAt: 5,
        title: 7,
        tags: ['ok', 3],
        blocks: [{ type: 'paragraph', data: { text: '<img src=x onerror=alert(1)>hi' } }],
      }),
    );
    expect(readCopy(key)?.draft).toEqual({
      banner: '',
      title: '',
      des: '',
      tags: ['ok'],
      blocks: [{ type: 'paragraph', data: { text: 'hi' } }],
    });
  });

  it('know an empty draft (an empty line is no work)', () => {
    expect(isEmptyDraft(EMPTY_DRAFT)).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, title: '  ' })).toBe(true);
    expect(
      isEmptyDraft({ ...EMPTY_DRAFT, blocks: [{ type: 'paragraph', data: { text: '' } }] }),
    ).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, tags: ['a'] })).toBe(false);
    expect(isEmptyDraft(draft)).toBe(false);
  });
});
