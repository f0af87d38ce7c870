import { embedService, type EmbedService } from './embed-frame';

/**
 * PITFALLS: Editor.js embeds. `data.embed` and `data.source` are never trusted: the iframe address is rebuilt
 * from the source with our own per-service pattern, over https, for an exact host allow-list. Services we do
 * not rebuild (and anything that does not match) render as a plain link to the source instead.
 */

export interface EmbedTarget {
  service: string;
  /** The iframe address we built (what the editor keeps in `data.embed`). */
  src: string;
  /**
   * The address the reader's page loads once the reader asks for it (issue 17): YouTube through its
   * no-cookie host, and the video services told to start playing, since the press was a request to play.
   */
  player: string;
  /** What the placeholder offers to load: the service's own name and what it shows ('YouTube video'). */
  label: string;
}

type Builder = (url: URL) => string | null;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

/** A YouTube link's moment ('90', '90s', '1h2m30s'), in whole seconds: 0 for none or anything else. */
function startOf(url: URL): number {
  const time = url.searchParams.get('t') ?? url.searchParams.get('start') ?? '';
  const [, h = 0, m = 0, s = 0] = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(time) ?? [];
  return (Number(h) * 60 + Number(m)) * 60 + Number(s);
}

const youtube: Builder = (url) => {
  let id: string | null;
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  else if (url.pathname === '/watch') id = url.searchParams.get('v');
  else id = /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
  // The moment the writer's link starts at, as the editor's own preview starts it (the content audit, 0062).
  const start = startOf(url);
  return id && YOUTUBE_ID.test(id)
    ? `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`
    : null;
};

// A video's page, or the same video in a channel, group or showcase, as the editor's Vimeo pattern takes it.
const vimeo: Builder = (url) => {
  const id =
    /^\/(?:video\/|channels\/[^/]+\/|groups\/[^/]+\/videos\/|showcase\/[^/]+\/video\/)?(\d{1,12})\/?$/.exec(
      url.pathname,
    )?.[1];
  return id ? `https://player.vimeo.com/video/${id}` : null;
};

/** Told to play: the press was a request to (issue 17). */
const autoplay = (src: string) => `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;

const codepen: Builder = (url) => {
  const match = /^\/([^/]+)\/(?:pen|embed)\/([^/]+)\/?$/.exec(url.pathname);
  const [, user, pen] = match ?? [];
  return user && pen && SLUG.test(user) && SLUG.test(pen)
    ? `https://codepen.io/${user}/embed/${pen}?default-tab=result`
    : null;
};

const spotify: Builder = (url) => {
  const match = /^\/(?:embed\/)?(track|album|playlist|episode|show)\/([A-Za-z0-9]{22})\/?$/.exec(
    url.pathname,
  );
  return match ? `https://open.spotify.com/embed/${match[1]}/${match[2]}` : null;
};

const instagram: Builder = (url) => {
  const id = /^\/(?:p|reel)\/([A-Za-z0-9_-]{5,40})(?:\/embed)?\/?$/.exec(url.pathname)?.[1];
  return id ? `https://www.instagram.com/p/${id}/embed` : null;
};

/**
 * service → the builder of its player's address: video (YouTube, Vimeo), music (Spotify), social (Instagram)
 * and code sharing (CodePen), the services the editor offers (src/features/editor/editor-tools.ts, SPEC §2 Blog
 * editor), with their hosts in embed-frame.tsx. Gist (a data: URL) and Imgur (http) cannot pass a strict
 * https allow-list.
 */
interface Service {
  build: Builder;
  label: string;
  /** The click-to-load address, from the built one (default: the same). */
  play?: (src: string) => string;
}

const SERVICES: Record<EmbedService, Service> = {
  youtube: {
    build: youtube,
    label: 'YouTube video',
    play: (src) => autoplay(src.replace('www.youtube.com', 'www.youtube-nocookie.com')),
  },
  vimeo: {
    build: vimeo,
    label: 'Vimeo video',
    play: autoplay,
  },
  codepen: { build: codepen, label: 'CodePen demo' },
  spotify: { build: spotify, label: 'Spotify player' },
  instagram: {
    build: instagram,
    label: 'Instagram post',
  },
};

/** The iframe to show for an embed block, or null (render a link instead). */
export function embedTarget(service: unknown, source: unknown): EmbedTarget | null {
  const known = embedService(service, source);
  if (!known) return null;
  const rule = SERVICES[known];
  const src = rule.build(new URL(source as string));
  return src ? { service: known, src, player: rule.play?.(src) ?? src, label: rule.label } : null;
}

export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
