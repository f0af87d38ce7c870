import { fillTemplate, type FirstViewTemplates } from '../src/config/first-view';
import { breakLongRunsInHtml } from '../src/lib/long-runs';
import type { ServerBlog } from './backend';
import { escapeHtml } from '../src/lib/escape-html';
import { absoluteImageUrl, clip, type HeadContext } from './head';

/**
 * A page's first view in index.html's shell (docs/decisions/0016): what the page shows at the top, written
 * with the document so that it paints before the code has arrived instead of after it has downloaded and run
 * (on a phone, over a second). Its markup is the page's own components, rendered by the build into templates
 * (src/app/boot/first-paint.tsx, src/config/first-view.ts); here the values are filled in. React replaces the
 * whole shell when it starts and draws the same elements in the same boxes.
 *
 * The app renders for the first time only once its first commit can draw these elements: the route's code
 * has run and, for a blog, its get-blog has answered (index.html's early call for a signed-out visitor, the
 * route's loader for a signed-in reader: src/app/first-commit.ts). So the view stays until React's copy
 * replaces it in one commit, for every reader (docs/decisions/0024). A search's heading needs no data.
 */

/**
 * User text, cut at the head's MAX_VALUE_LENGTH like every value the server writes, so a stranger's 100 KB
 * title cannot weigh down the page (a title that long shows whole once React draws the page; SPEC §5 sets no
 * limit on titles). In text, escaped with the break opportunities UserText adds inside very long words; in an
 * attribute, escaped.
 */
const ESCAPE = {
  text: (value: string) => breakLongRunsInHtml(escapeHtml(clip(value))),
  attribute: (value: string) => escapeHtml(clip(value)),
};

export function blogFirstView(
  templates: FirstViewTemplates,
  blog: ServerBlog,
  ctx: HeadContext,
): string {
  const banner = absoluteImageUrl(blog.banner, ctx.origin);
  return banner
    ? fillTemplate(templates.blogWithBanner, { title: blog.title, banner }, ESCAPE)
    : fillTemplate(templates.blog, { title: blog.title }, ESCAPE);
}

export function searchFirstView(templates: FirstViewTemplates, query: string): string {
  return fillTemplate(templates.search, { query }, ESCAPE);
}

/** Where index.html's shell takes the first view (after the navbar's frame). */
export const FIRST_VIEW_MARKER = '<!--first-view-->';

/** index.html with `view` in the shell; an index without the marker is answered unchanged. */
export function injectFirstView(html: string, view: string): string {
  return view ? html.replace(FIRST_VIEW_MARKER, () => view) : html;
}
