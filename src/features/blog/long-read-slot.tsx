import { lazy, Suspense, type ComponentType } from 'react';
import type { ContentBlock } from '@/api/types';

// Issue 17: anchors, the table of contents and the progress bar stay out of the reading route's first load
// (its budget, docs/decisions/0012). Asked for as soon as the blog page's code runs, so the download runs
// beside the blog's own request and is usually in before the content is. They are extras: if their code
// cannot be loaded, the post reads as before rather than failing.
const longRead: Promise<{ default: ComponentType<{ blocks: readonly ContentBlock[] }> }> =
  import('./long-read').catch(() => ({ default: () => null }));
const LongRead = lazy(() => longRead);

/**
 * Where the long-read tools sit: first in the box that holds the content. Until their code is in, a post
 * with three headers or more keeps the collapsed table of contents' place (on phones; on wide screens it
 * stands beside the text), so the content does not move when it arrives.
 */
export function LongReadSlot({ blocks }: { blocks: readonly ContentBlock[] }) {
  const toc = blocks.filter((block) => block?.type === 'header').length > 2;
  return (
    <Suspense fallback={toc && <div className="mb-6 h-11 xl:hidden" />}>
      <LongRead blocks={blocks} />
    </Suspense>
  );
}
