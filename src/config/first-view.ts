/**
 * A page's first view, written by the production server into index.html's shell (server/first-view.ts) so that
 * it paints with the document, before the code arrives: a blog's banner and title, a search's heading. Here
 * are the words and the classes React's pages draw the same elements with, written once, so that the two
 * match box for box when React takes over (e2e/app-shell.spec.ts checks it; docs/decisions/0016), in the very
commit that removes the shell (src/app/first-commit.ts; docs/decisions/0024).
 * Import-free: the server loads it.
 */
export const FIRST_VIEW_ID = 'first-view';

// The classes of each element, one export each so that a page's chunk carries only its own.
/** The main layout's <main> (src/app/layouts/main-layout.tsx). */
export const MAIN_CLASS = 'min-h-page w-full flex-1';
export const BLOG_ARTICLE_CLASS = 'mx-auto w-full max-w-[900px] px-[5vw] py-10';
export const BLOG_BANNER_CLASS = 'aspect-video w-full rounded-md bg-surface object-cover';
export const BLOG_TITLE_CLASS = 'mt-10 text-3xl font-semibold leading-tight sm:text-4xl';
export const SEARCH_PAGE_CLASS = 'mx-auto w-full max-w-page px-[5vw] py-8';
export const SEARCH_TITLE_CLASS = 'mb-6 text-3xl font-semibold';

/** The banner's intrinsic size, which reserves its box before it loads. */
export const BANNER_SIZE = { width: 1200, height: 675 } as const;

export const bannerAlt = (title: string) => `Banner for ${title}`;

/** SPEC §2 search results: 'Search results for “{query}”'. */
export const SEARCH_TITLE = { before: 'Search results for “', after: '”' } as const;
