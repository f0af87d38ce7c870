/**
 * Issue 17, long reads: which of a post's headers its table of contents lists, and whether it has one. One
 * rule for the table itself (anchors.ts and src/features/blog/long-read.tsx, loaded apart) and for the place
 * the blog page keeps for it until they are in (long-read-slot.tsx), so a header without text can never make
 * the content move: a header is listed when its plain text is not blank, and three listed headers make a
 * table. Kept tiny: it is part of the blog page's first load.
 */
export const listed = (text: string) => text.trim() !== '';

/** Whether headers with these plain texts give the post a table of contents. */
export const hasContents = (texts: readonly string[]) => texts.filter(listed).length > 2;
