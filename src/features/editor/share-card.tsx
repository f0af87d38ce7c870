import { safeImageUrl } from '@/lib/safe-url';

/** og:title and og:description as the server will write them (src/config/blog-share.ts). */
export interface ShareText {
  title: string;
  description: string;
}

/**
 * Issue 25 item 7: how the post will look where a link to it is shared. A link preview is drawn from the
 * head the server writes for crawlers: og:title, og:description and og:image (server/head.ts). The title and
 * description come from the same builder (src/config/blog-share.ts, applied by publish-stage.tsx), so this is
 * what the crawlers will read;
 * the image is the banner, as the page's own <img> resolves it. Two shapes, as the common apps draw them:
 * the large card (image at 1.91:1 above the text) and the compact one (a square image beside it).
 */
export function ShareCard({
  text: { title, description },
  banner,
}: {
  text: ShareText;
  banner: string;
}) {
  const image = safeImageUrl(banner);
  const host = window.location.host;

  const text = (
    <div className="min-w-0 px-3 py-2 font-sans">
      <p className="truncate text-xs uppercase tracking-wide text-muted">{host}</p>
      <p className="line-clamp-2 font-semibold leading-snug" data-share="title">
        {title}
      </p>
      <p className="line-clamp-2 text-sm text-muted" data-share="description">
        {description}
      </p>
    </div>
  );
  const picture = (className: string) =>
    image ? (
      <img src={image} alt="" className={`object-cover ${className}`} />
    ) : (
      <div className={`bg-surface-strong ${className}`} />
    );

  return (
    <section aria-labelledby="share-card-heading" className="mt-10">
      <h2 id="share-card-heading" className="text-lg font-semibold">
        When shared
      </h2>
      <p className="mt-1 text-sm text-muted">
        How a link to this blog will look in apps and on social sites: from its title, description
        and banner.
      </p>
      <figure className="mt-4" data-share-card="large">
        <div className="overflow-hidden rounded-lg border border-line bg-surface">
          {picture('block aspect-[1.91/1] w-full')}
          {text}
        </div>
        <figcaption className="mt-1 text-xs text-muted">Large card (image 1.91:1)</figcaption>
      </figure>
      <figure className="mt-4" data-share-card="square">
        <div className="flex items-center overflow-hidden rounded-lg border border-line bg-surface">
          {picture('block aspect-square w-24 shrink-0 sm:w-28')}
          {text}
        </div>
        <figcaption className="mt-1 text-xs text-muted">Compact card (square image)</figcaption>
      </figure>
    </section>
  );
}
