import {
  addTags,
  checkDraftSave,
  checkEditorPublish,
  checkPublishForm,
  cleanTitle,
  descriptionLeft,
  editTag,
  EDITOR_MESSAGES,
  EMPTY_DRAFT,
  removeTag,
  tagsLeft,
  type BlogDraft,
} from '@/features/editor/rules';
import { DESCRIPTION_MAX, MAX_TAGS } from '@/lib/constants';

const block = { type: 'paragraph', data: { text: 'Hello' } };
const complete: BlogDraft = {
  banner: 'https://cdn.example/banner.png',
  title: 'A title',
  des: 'A description',
  tags: ['tech'],
  blocks: [block],
};

describe('SPEC §5 publish from the editor', () => {
  it('asks for a banner, then a title, then content, in that order', () => {
    // Each names the field it failed on (decision 0061: the field is marked and focused).
    expect(checkEditorPublish(EMPTY_DRAFT)).toEqual({
      field: 'banner',
      message: 'Upload a blog banner to publish it',
    });
    expect(checkEditorPublish({ ...EMPTY_DRAFT, banner: complete.banner })).toEqual({
      field: 'title',
      message: 'Write blog title to publish it',
    });
    expect(checkEditorPublish({ ...EMPTY_DRAFT, banner: complete.banner, title: '  ' })).toEqual({
      field: 'title',
      message: 'Write blog title to publish it',
    });
    expect(
      checkEditorPublish({ ...EMPTY_DRAFT, banner: complete.banner, title: complete.title }),
    ).toEqual({ field: 'content', message: 'Write something in your blog to publish it' });
    expect(checkEditorPublish(complete)).toBeNull();
  });

  it('counts an image without its picture (an empty placeholder) as no content', () => {
    const ready = { ...EMPTY_DRAFT, banner: complete.banner, title: complete.title };
    const empty = { type: 'image', data: { file: { url: '' }, caption: '' } };
    expect(checkEditorPublish({ ...ready, blocks: [empty] })?.message).toBe(
      'Write something in your blog to publish it',
    );
    expect(checkEditorPublish({ ...ready, blocks: [{ type: 'image', data: {} }] })?.message).toBe(
      'Write something in your blog to publish it',
    );
    const picture = { type: 'image', data: { file: { url: 'https://cdn.example/a.png' } } };
    expect(checkEditorPublish({ ...ready, blocks: [empty, picture] })).toBeNull();
  });
});

describe('SPEC §5 draft save', () => {
  it('needs only a title', () => {
    expect(checkDraftSave(EMPTY_DRAFT)).toBe('Write blog title before saving it as a draft');
    expect(checkDraftSave({ ...EMPTY_DRAFT, title: ' \t' })).toBe(
      EDITOR_MESSAGES.draftTitleRequired,
    );
    expect(checkDraftSave({ ...EMPTY_DRAFT, title: 'Draft' })).toBeNull();
  });
});

describe('SPEC §5 publish form', () => {
  it('asks for a title, then a description of 1 to 200 characters, then a tag', () => {
    expect(checkPublishForm({ ...complete, title: '' })).toEqual({
      field: 'title',
      message: 'Write blog title before publishing',
    });
    const des = {
      field: 'des',
      message: 'Write a description about your blog withing 200 characters to publish',
    };
    expect(checkPublishForm({ ...complete, des: '' })).toEqual(des);
    expect(checkPublishForm({ ...complete, des: '   ' })).toEqual(des);
    expect(checkPublishForm({ ...complete, des: 'x'.repeat(DESCRIPTION_MAX + 1) })).toEqual(des);
    expect(checkPublishForm({ ...complete, des: 'x'.repeat(DESCRIPTION_MAX) })).toBeNull();
    expect(checkPublishForm({ ...complete, tags: [] })).toEqual({
      field: 'tags',
      message: 'Enter at least 1 tag to help us rank your blog',
    });
    expect(checkPublishForm(complete)).toBeNull();
  });

  it('counts characters and tags left', () => {
    expect(descriptionLeft('')).toBe(200);
    expect(descriptionLeft('abc')).toBe(197);
    expect(tagsLeft([])).toBe(10);
    expect(tagsLeft(['a', 'b'])).toBe(8);
  });
});

describe('SPEC §5 title has no newline', () => {
  it('turns pasted line breaks into spaces', () => {
    expect(cleanTitle('One\ntwo')).toBe('One two');
    expect(cleanTitle('One  \r\n\n  two\nthree')).toBe('One two three');
    expect(cleanTitle('Plain')).toBe('Plain');
  });
});

describe('SPEC §5 tags', () => {
  it('adds trimmed tags, each part of a comma list, without empty ones or duplicates', () => {
    expect(addTags([], ' tech ')).toEqual({ tags: ['tech'] });
    expect(addTags(['tech'], 'travel, ,Tech,finance,')).toEqual({
      tags: ['tech', 'travel', 'finance'],
    });
    expect(addTags(['tech'], '   ')).toEqual({ tags: ['tech'] });
  });

  it(`stops at ${MAX_TAGS} with 'You can add max 10 Tags'`, () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    expect(addTags(nine, 'ten')).toEqual({ tags: [...nine, 'ten'] });
    const ten = [...nine, 'ten'];
    // What is refused stays typed (0062).
    expect(addTags(ten, 'eleven')).toEqual({
      tags: ten,
      error: 'You can add max 10 Tags',
      rest: 'eleven',
    });
    // A duplicate at the limit is not an error: nothing would be added anyway.
    expect(addTags(ten, 'ten')).toEqual({ tags: ten });
    expect(addTags(nine, 'a,b, c')).toEqual({
      tags: [...nine, 'a'],
      error: EDITOR_MESSAGES.tooManyTags,
      rest: 'b, c',
    });
  });

  it('edits a tag in place, removes it when emptied and refuses a duplicate', () => {
    expect(editTag(['tech', 'travel'], 1, ' trains ')).toEqual({ tags: ['tech', 'trains'] });
    expect(editTag(['tech', 'travel'], 0, '')).toEqual({ tags: ['travel'] });
    expect(editTag(['tech', 'travel'], 0, 'TRAVEL')).toEqual({ tags: ['tech', 'travel'] });
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

/**
 * Characters drawn as nothing (decision 0066): a title, a description or a topic of only zero-width spaces,
 * joiners, direction marks, the Hangul filler or a soft hyphen looks empty and is empty. A title of an emoji
 * sequence held by a joiner, or of letters around one, is written.
 */
describe('what is drawn as nothing counts as empty', () => {
  const unseen = ['\u200b', '\u200b\u200b \u200d', '\u2060\ufeff', '\u3164', '\u00ad\u200e\u200f'];

  it.each(unseen)('a title of %j is no title', (title) => {
    expect(checkDraftSave({ ...EMPTY_DRAFT, title })).toBe(EDITOR_MESSAGES.draftTitleRequired);
    expect(checkEditorPublish({ ...complete, title })?.field).toBe('title');
    expect(checkPublishForm({ ...complete, title })?.field).toBe('title');
  });

  it.each(unseen)('a description of %j is no description', (des) => {
    expect(checkPublishForm({ ...complete, des })?.field).toBe('des');
  });

  it.each(unseen)('a topic of %j is not added', (text) => {
    expect(addTags(['tech'], `${text}, travel`).tags).toEqual(['tech', 'travel']);
    expect(editTag(['tech', 'travel'], 0, text).tags).toEqual(['travel']);
  });

  it('what holds a visible character is written', () => {
    for (const title of ['👩\u200d💻', 'co\u00adop', '\u200bA', 'ㄱ'])
      expect(checkDraftSave({ ...EMPTY_DRAFT, title })).toBeNull();
  });
});
