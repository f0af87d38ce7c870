import { useState } from 'react';
import { EMBED_SANDBOX, embedTarget } from './embed-url';
import { EmbedFrame, EmbedLink } from './embed-frame';

/** Stable, so it runs once, when the frame is attached (an inline callback would run on every render). */
const focus = (frame: HTMLIFrameElement | null) => frame?.focus();

/**
 * An embed block (PITFALLS: Editor.js embeds): an iframe only for allow-listed services, with the address we
 * rebuilt, sandboxed and with the referrer policy YouTube needs; otherwise a plain link to the source.
 *
 * Issue 17: the frame costs nothing until it is wanted. A light placeholder (the service's name and a play mark,
 * the caption below it) holds the frame's exact box, so nothing moves; the iframe, and with it every third-party
 * request, is created only when the reader presses it. Focus then moves into the frame, where the player's
 * own controls are, and the video services start playing (the press was the request to play).
 *
 * A chunk of its own, with the address rules (embed-url.ts): only a post with an embed downloads it (0062).
 */
export default function EmbedBlock({
  data,
  caption,
}: {
  data: Record<string, unknown>;
  /** The caption as plain text (sanitize.ts toPlainText: the page's, not this chunk's). */
  caption: string;
}) {
  const [live, setLive] = useState(false);
  const target = embedTarget(data.service, data.source);
  if (target) {
    return (
      <EmbedFrame data={data}>
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
      </EmbedFrame>
    );
  }
  // On the list and its hosts, but not an address its player is built from (a channel's page, say).
  return <EmbedLink source={data.source} caption={caption} />;
}
