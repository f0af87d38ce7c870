import { useState } from 'react';
import { toPlainText } from '@/lib/sanitize';
import { EMBED_SANDBOX, embedLink, embedTarget } from './embed-url';
import { SafeHtml } from './safe-html';

/** Stable, so it runs once, when the frame is attached (an inline callback would run on every render). */
const focus = (frame: HTMLIFrameElement | null) => frame?.focus();

function dimension(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 100 && n <= 2000 ? n : fallback;
}

/**
 * An embed block (PITFALLS: Editor.js embeds): an iframe only for allow-listed services, with the address we
 * rebuilt, sandboxed and with the referrer policy YouTube needs; otherwise a plain link to the source.
 *
 * Issue 17: the frame costs nothing until it is wanted. A light placeholder (the service's name and a play mark,
 * the caption below it) holds the frame's exact box, so nothing moves; the iframe, and with it every third-party
 * request, is created only when the reader presses it. Focus then moves into the frame, where the player's
 * own controls are, and the video services start playing (the press was the request to play).
 */
export function EmbedBlock({ data }: { data: Record<string, unknown> }) {
  const [live, setLive] = useState(false);
  const target = embedTarget(data.service, data.source);
  const caption = toPlainText(data.caption);
  if (target) {
    const width = dimension(data.width, 580);
    const height = dimension(data.height, 320);
    return (
      <figure className="my-8">
        <div
          className="w-full overflow-hidden rounded-md bg-surface"
          style={{ aspectRatio: `${width} / ${height}` }}
        >
          {live ? (
            <iframe
              ref={focus}
              src={target.player}
              title={caption || `Embedded ${target.label}`}
              sandbox={EMBED_SANDBOX}
              referrerPolicy="strict-origin-when-cross-origin"
              allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
              className="h-full w-full border-0"
            />
          ) : (
            <button
              type="button"
              onClick={() => setLive(true)}
              aria-label={`Load the ${target.label}${caption && `: ${caption}`}`}
              className="flex h-full w-full flex-col items-center justify-center gap-3 font-sans font-semibold hover:bg-surface-strong focus-visible:-outline-offset-4"
            >
              <span aria-hidden="true" className="rounded-full bg-ink px-5 py-3 text-bg">
                {'\u25B6\uFE0E'}
              </span>
              Load the {target.label}
            </button>
          )}
        </div>
        <SafeHtml
          as="figcaption"
          html={data.caption}
          className="mt-2 text-center text-sm text-muted"
        />
      </figure>
    );
  }
  const link = embedLink(data.source);
  if (!link) return caption ? <p className="my-6 text-muted">{caption}</p> : null;
  return (
    <p className="my-6">
      <a href={link} target="_blank" rel="noopener noreferrer nofollow ugc" className="link">
        {caption || link}
      </a>
    </p>
  );
}
