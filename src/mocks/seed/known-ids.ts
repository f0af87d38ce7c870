/**
 * Public ids of seeded blogs that tests and docs refer to. Slugs derive from the title (ids.ts), so they
 * are stable; tests/mocks/store.test.ts checks each one still exists.
 */
export const SEED_BLOG_IDS = {
  /** Uses every block type and list format (showcase.ts). */
  everyBlock: 'a-readers-guide-to-the-editor-every-block-one-post-ncon',
  /** 12 top-level comments (3 pages of 5) and a comment with 6 replies (2 pages of 5). */
  manyComments: 'the-case-for-boring-technology-in-2026-yc8c',
  /** The newest published blog. */
  newest: 'two-weeks-in-portugal-by-train-an-honest-itinerary-cpat',
  /** By the second admin (marcus@example.com); the admin has commented on it and got replies. */
  editorsBlog: 'shipping-faster-with-feature-flags-without-losing-your-mind-4hbt',
  /** Issue 17: five videos (click to load), two images with their sizes, a table of contents (watch-list.ts). */
  fiveEmbeds: 'five-open-movies-to-watch-tonight-ciqo',
  /** Drafts: the admin's (no banner yet) and the second admin's. */
  adminDraft: 'notes-toward-a-better-conference-code-of-conduct-sh46',
  editorDraft: 'comparing-robo-advisors-in-2026-6bzl',
} as const;
