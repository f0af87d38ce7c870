import type { ContentBlock } from '@/api/types';
import type { FieldProblem } from '@/components/ui/text-field';
import { blank } from '@/lib/blank';
import { DESCRIPTION_MAX, MAX_TAGS } from '@/lib/constants';
import { isContent } from './blog-data';
import { cleanAlt } from './image-data';

/**
 * SPEC §5 Editor rules as pure functions: each check answers the first failing message in the spec's
 * order, or null. The messages are the spec's own words (typos included: 'withing').
 */
export const EDITOR_MESSAGES = {
  bannerRequired: 'Upload a blog banner to publish it',
  titleRequired: 'Write blog title to publish it',
  contentRequired: 'Write something in your blog to publish it',
  draftTitleRequired: 'Write blog title before saving it as a draft',
  formTitleRequired: 'Write blog title before publishing',
  descriptionRequired: `Write a description about your blog withing ${DESCRIPTION_MAX} characters to publish`,
  tagsRequired: 'Enter at least 1 tag to help us rank your blog',
  tooManyTags: `You can add max ${MAX_TAGS} Tags`,
} as const;

/** Everything the author writes for one blog (what the local draft keeps, SPEC §3 Blog fields). */
export interface BlogDraft {
  banner: string;
  title: string;
  des: string;
  tags: string[];
  blocks: ContentBlock[];
}

export const EMPTY_DRAFT: BlogDraft = { banner: '', title: '', des: '', tags: [], blocks: [] };

/** SPEC §5: Publish from the editor needs a banner, a title and at least one content block. */
export function checkEditorPublish(
  draft: BlogDraft,
): FieldProblem<'banner' | 'title' | 'content'> | null {
  if (!draft.banner.trim()) return { field: 'banner', message: EDITOR_MESSAGES.bannerRequired };
  if (blank(draft.title)) return { field: 'title', message: EDITOR_MESSAGES.titleRequired };
  if (!draft.blocks.some(isContent))
    return { field: 'content', message: EDITOR_MESSAGES.contentRequired };
  return null;
}

/** Issue 28 item 5: said instead of publishing while an image in the post cannot be loaded. */
export const IMAGE_BROKEN_PUBLISH =
  'An image in your blog cannot be loaded. Replace it or remove it to publish.';

/**
 * Whether an image block is still uploading (nothing can be saved until it has its address: issue 23 item 7)
 * or cannot be loaded from its address (nothing can be published: issue 28 item 5), by the state the
 * document keeps for it (document.ts `_state`).
 */
export function imagesNotReady(blocks: readonly ContentBlock[]): 'uploading' | 'broken' | null {
  let broken = false;
  for (const block of blocks) {
    if (block.type !== 'image') continue;
    if (block.data._state === 'uploading') return 'uploading';
    if (block.data._state === 'broken') broken = true;
  }
  return broken ? 'broken' : null;
}

/** SPEC §5: a draft save needs a title. */
export function checkDraftSave(draft: BlogDraft): string | null {
  return blank(draft.title) ? EDITOR_MESSAGES.draftTitleRequired : null;
}

/** SPEC §5: the publish form needs a title, a description of 1 to 200 characters and at least 1 tag. */
export function checkPublishForm(draft: BlogDraft): FieldProblem<'title' | 'des' | 'tags'> | null {
  if (blank(draft.title)) return { field: 'title', message: EDITOR_MESSAGES.formTitleRequired };
  if (blank(draft.des) || draft.des.length > DESCRIPTION_MAX)
    return { field: 'des', message: EDITOR_MESSAGES.descriptionRequired };
  if (!draft.tags.length) return { field: 'tags', message: EDITOR_MESSAGES.tagsRequired };
  return null;
}

/** SPEC §5: the title accepts no newline; pasted line breaks become spaces. */
export function cleanTitle(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}

export function descriptionLeft(des: string): number {
  return Math.max(0, DESCRIPTION_MAX - des.length);
}

export function tagsLeft(tags: readonly string[]): number {
  return Math.max(0, MAX_TAGS - tags.length);
}

export interface TagChange {
  tags: string[];
  /** A message for a toast (SPEC §5: 'You can add max 10 Tags'). */
  error?: string;
  /** What was typed and not added, for the field to keep. */
  rest?: string;
}

/** Tags are stored lowercased (API-CONTRACT), so 'Tech' and 'tech' are the same tag. */
/** The same topic typed two ways ('café' precomposed, or with a combining accent) is one topic. */
const sameTag = (a: string, b: string) =>
  a.trim().normalize('NFC').toLowerCase() === b.trim().normalize('NFC').toLowerCase();

/**
 * A comma as it is typed: ',' and, from a Chinese, Japanese or Korean keyboard, the full-width '，' and the
 * enumeration comma '、'; the Arabic '،'. Each separates topics as SPEC §5's comma does.
 */
export const TAG_SEPARATOR = /[,\uFF0C\u3001\u060C]/;

/**
 * SPEC §5 tags: added on Enter or comma (text holding commas adds each part); no empty tags, no duplicates,
 * at most 10.
 */
export function addTags(tags: readonly string[], text: string): TagChange {
  const next = [...tags];
  const parts = text.split(TAG_SEPARATOR);
  for (const [index, part] of parts.entries()) {
    const tag = part.trim().normalize('NFC');
    if (blank(tag) || next.some((existing) => sameTag(existing, tag))) continue;
    // The topics refused stay typed, for when one is removed to make room (the forms audit, 0062).
    if (next.length >= MAX_TAGS) {
      const rest = parts
        .slice(index)
        .map((each) => each.trim())
        .filter((each) => !blank(each))
        .join(', ');
      return { tags: next, error: EDITOR_MESSAGES.tooManyTags, rest };
    }
    next.push(tag);
  }
  return { tags: next };
}

/** Editing a tag in place: emptied, it goes; made a duplicate of another, the edit is refused. */
export function editTag(tags: readonly string[], index: number, text: string): TagChange {
  const tag = text.replace(new RegExp(TAG_SEPARATOR, 'g'), ' ').trim();
  if (blank(tag)) return { tags: tags.filter((_, i) => i !== index) };
  if (tags.some((existing, i) => i !== index && sameTag(existing, tag))) return { tags: [...tags] };
  return { tags: tags.map((existing, i) => (i === index ? tag : existing)) };
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}

/** Issue 17: image blocks with no alt text (the publish form warns, and publishing stays possible). */
export function imagesWithoutAlt(blocks: readonly ContentBlock[]): number {
  return blocks.filter((block) => {
    const file = block.data.file as { url?: unknown } | undefined;
    return block.type === 'image' && Boolean(file?.url) && !cleanAlt(block.data.alt);
  }).length;
}

/** '1 image has no alt text' / '3 images have no alt text', or null when every image has some. */
export function missingAltText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 image has no alt text' : `${count} images have no alt text`;
}
