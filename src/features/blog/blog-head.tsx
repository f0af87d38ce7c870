import type { Blog } from '@/api/types';
import { blogShareDescription, blogShareTitle } from '@/config/blog-share';
import { SITE_NAME } from '@/lib/constants';
import { safeImageUrl } from '@/lib/safe-url';
import { paths } from '@/lib/paths';
import { useUnseenPrefix } from '@/lib/unseen-title';

/**
 * The blog page's single head component (PITFALLS: head tags — one per route; React 19 hoists these into
 * <head>). SPEC §2: title '{title} | {site} Blog', a description (with a fallback), Open Graph (type article,
 * image 400x400) and a Twitter card (summary_large_image). While loading, or when the blog cannot be loaded,
 * `title` stands in for the blog's.
 */
export function BlogHead({ blog, title }: { blog?: Blog; title?: string }) {
  const description = blog
    ? blogShareDescription({ ...blog, authorName: blog.author.personal_info.fullname }, SITE_NAME)
    : `Stories and ideas on ${SITE_NAME}.`;
  const image = safeImageUrl(blog?.banner);
  const url = blog ? `${window.location.origin}${paths.blog(blog.blog_id)}` : '';
  const fullTitle = blogShareTitle(blog?.title || title || '', SITE_NAME);
  // Issue 17: '(3) …' while notifications are unseen (the document title only, not og:title).
  const unseen = useUnseenPrefix();
  return (
    <>
      <title>{unseen + fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:width" content="400" />}
      {image && <meta property="og:image:height" content="400" />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}
