import type { ReactNode } from 'react';
import { httpsHost, safeUrl } from '@/lib/safe-url';
import { SafeHtml } from './safe-html';

/**
 * The services an embed block may name (the editor enables exactly these), each with its exact source hosts
 * (PITFALLS: Editor.js embeds). This much is in the blog page's first load: a block that cannot become a
 * player is drawn as its link at once, instead of a player's box that the embed's code (a chunk of its own,
 * embed-url.ts) would take away when it arrives, moving the page below it (decision 0065). The rules that
 * build each player's address stay in that chunk.
 */
export const EMBED_HOSTS = {
  youtube: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be'],
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
  codepen: ['codepen.io'],
  spotify: ['open.spotify.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
} satisfies Record<string, readonly string[]>;

export type EmbedService = keyof typeof EMBED_HOSTS;

/** The block's service when it is on the list and its source an https address on that service's hosts. */
export function embedService(service: unknown, source: unknown): EmbedService | null {
  const host = httpsHost(source);
  return host &&
    typeof service === 'string' &&
    Object.hasOwn(EMBED_HOSTS, service) &&
    EMBED_HOSTS[service as EmbedService].includes(host)
    ? (service as EmbedService)
    : null;
}

function dimension(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 100 && n <= 2000 ? n : fallback;
}

/**
 * An embed's box, at the frame's own proportions, and its caption: the embed block draws its placeholder and
 * then its player in it, and while the block's code downloads (a chunk of its own, block-renderer.tsx) the
 * box holds its place empty, so nothing on the page moves when it arrives.
 */
export function EmbedFrame({
  data,
  children,
}: {
  data: Record<string, unknown>;
  children?: ReactNode;
}) {
  const width = dimension(data.width, 580);
  const height = dimension(data.height, 320);
  return (
    <figure className="my-8">
      <div
        className="w-full overflow-hidden rounded-md bg-surface"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {children}
      </div>
      <SafeHtml
        as="figcaption"
        html={data.caption}
        className="mt-2 text-center font-sans text-sm text-muted"
      />
    </figure>
  );
}

/**
 * An embed that cannot be a player: a plain link to its source when that is a safe http(s) address (the
 * caption, as plain text, names it), else the caption alone.
 */
export function EmbedLink({ source, caption }: { source: unknown; caption: string }) {
  const link = safeUrl(source);
  if (!link) return caption ? <p className="my-6 text-muted">{caption}</p> : null;
  return (
    <p className="my-6">
      <a href={link} target="_blank" rel="noopener noreferrer nofollow ugc" className="link">
        {caption || link}
      </a>
    </p>
  );
}
