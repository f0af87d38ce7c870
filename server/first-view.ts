import {
  BANNER_SIZE,
  bannerAlt,
  FIRST_VIEW_ID,
  BLOG_ARTICLE_CLASS,
  BLOG_BANNER_CLASS,
  BLOG_TITLE_CLASS,
  MAIN_CLASS,
  SEARCH_PAGE_CLASS,
  SEARCH_TITLE_CLASS,
  SEARCH_TITLE,
} from '../src/config/first-view';
import { breakLongRunsInHtml } from '../src/lib/long-runs';
import type { ServerBlog } from './backend';
import { escapeHtml } from '../src/lib/escape-html';
import { absoluteImageUrl, clip, type HeadContext } from './head';

/**
 * A page's first view in index.html's shell (docs/decisions/0016): what the page shows at the top, written
 * with the document so that it paints before the code has arrived instead of after it has downloaded and run
 * (on a phone, over a second). React replaces the whole shell when it starts and draws the same elements,
 * from the same classes and words (src/config/first-view.ts), in the same boxes.
 *
 * The app renders for the first time only once its first commit can draw these elements: the route's code
 * has run and, for a blog, its get-blog has answered (index.html's early call for a signed-out visitor, the
 * route's loader for a signed-in reader: src/app/first-commit.ts). So the view stays until React's copy
 * replaces it in one commit, for every reader (docs/decisions/0024). A search's heading needs no data.
 */

/**
 * User text as HTML: escaped, with the break opportunities UserText adds inside very long words. Cut at the
 * head's MAX_VALUE_LENGTH like every value the server writes, so a stranger's 100 KB title cannot weigh down
 * the page; a title that long shows whole once React draws the page (SPEC §5 sets no limit on titles).
 */
const userText = (text: string) => breakLongRunsInHtml(escapeHtml(clip(text)));

const inMain = (body: string) => `<main id="${FIRST_VIEW_ID}" class="${MAIN_CLASS}">${body}</main>`;

export function blogFirstView(blog: ServerBlog, ctx: HeadContext): string {
  const banner = absoluteImageUrl(blog.banner, ctx.origin);
  const image = banner
    ? `<img src="${escapeHtml(banner)}" alt="${escapeHtml(clip(bannerAlt(blog.title)))}" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" loading="eager" fetchpriority="high" class="${BLOG_BANNER_CLASS}">`
    : '';
  return inMain(
    `<article class="${BLOG_ARTICLE_CLASS}"><header>${image}` +
      `<h1 class="${BLOG_TITLE_CLASS}">${userText(blog.title)}</h1></header></article>`,
  );
}

export function searchFirstView(query: string): string {
  return inMain(
    `<div class="${SEARCH_PAGE_CLASS}"><h1 class="${SEARCH_TITLE_CLASS}">` +
      `${escapeHtml(SEARCH_TITLE.before)}${userText(query)}${escapeHtml(SEARCH_TITLE.after)}</h1></div>`,
  );
}

/** Where index.html's shell takes the first view (after the navbar's frame). */
export const FIRST_VIEW_MARKER = '<!--first-view-->';

/** index.html with `view` in the shell; an index without the marker is answered unchanged. */
export function injectFirstView(html: string, view: string): string {
  return view ? html.replace(FIRST_VIEW_MARKER, () => view) : html;
}
