import { toPlainText } from '@/lib/sanitize';
import { EMBED_SANDBOX, embedLink, embedTarget } from './embed-url';
import { SafeHtml } from './safe-html';

function dimension(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 100 && n <= 2000 ? n : fallback;
}

/**
 * An embed block (PITFALLS: Editor.js embeds): an iframe only for allow-listed services, with the address we
 * rebuilt, sandboxed and with the referrer policy YouTube needs; otherwise a plain link to the source.
 */
export function EmbedBlock({ data }: { data: Record<string, unknown> }) {
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
          <iframe
            src={target.src}
            title={caption || `Embedded ${target.service} content`}
            sandbox={EMBED_SANDBOX}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="fullscreen; picture-in-picture; encrypted-media"
            loading="lazy"
            className="h-full w-full border-0"
          />
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
