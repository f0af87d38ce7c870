import type { ReactNode } from 'react';
import { SafeHtml } from './safe-html';

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
        className="mt-2 text-center text-sm text-muted"
      />
    </figure>
  );
}
