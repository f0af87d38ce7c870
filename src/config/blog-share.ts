/**
 * What a link preview of a blog shows (issue 16; issue 25 item 7): the title and description that the blog
 * page's head (src/features/blog/blog-head.tsx), the server's head for crawlers (server/head.ts) and the
 * editor's share-card preview (src/features/editor/share-card.tsx) all write. One rule, here in the
 * leaf the app and the server both read (it imports only ./bidi), so the preview cannot drift from what
 * crawlers get.
 */
import { closeBidi } from './bidi';

export interface BlogShareSource {
  title: string;
  des: string;
  /** The author's full name, for the description's fallback. */
  authorName: string;
}

/** og:title, twitter:title and the page's own title: '{title} | {site} Blog' ('Blog' while untitled). */
export function blogShareTitle(title: string, siteName: string): string {
  return `${closeBidi(title) || 'Blog'} | ${siteName} Blog`;
}

/** SPEC §2: the blog's description, else a fallback naming the blog, its author and the site. */
export function blogShareDescription(blog: BlogShareSource, siteName: string): string {
  return (
    blog.des.trim() ||
    `Read “${closeBidi(blog.title)}” by ${closeBidi(blog.authorName)} on ${siteName}.`
  );
}
