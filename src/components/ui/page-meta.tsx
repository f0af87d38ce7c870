import { SITE_NAME, siteTitle } from '@/lib/constants';
import { useUnseenPrefix } from '@/lib/unseen-title';

interface PageMetaProps {
  /** The page's own title; the site name is appended. Omit for the site's home. */
  title?: string;
  description?: string;
}

export const DEFAULT_DESCRIPTION = `${SITE_NAME}: stories and ideas on events, tech, finance and travel, from writers you can follow.`;

/**
 * The one head component a screen renders (PITFALLS: head tags). React 19 hoists <title> and <meta> into
 * <head>; exactly one PageMeta per route keeps them unique. Screens with richer metadata (the blog page)
 * render their own single head component instead.
 */
export function PageMeta({ title, description = DEFAULT_DESCRIPTION }: PageMetaProps) {
  // Issue 17: '(3) …' in front while notifications are unseen (src/lib/unseen-title.ts).
  const unseen = useUnseenPrefix();
  return (
    <>
      <title>{unseen + (title ? siteTitle(title) : `${SITE_NAME} Blog`)}</title>
      <meta name="description" content={description} />
    </>
  );
}
