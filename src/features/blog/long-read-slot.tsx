import { lazy, Suspense, type ComponentType } from 'react';
import type { ContentBlock } from '@/api/types';
import { hasContents } from '@/components/blocks/contents';
import { toPlainText } from '@/lib/sanitize';

// Issue 17: anchors, the table of contents and the progress bar stay out of the reading route's first load
// (its budget, docs/decisions/0012). Asked for as soon as the blog page's code runs, so the download runs
// beside the blog's own request and is usually in before the content is. They are extras: if their code
// cannot be loaded, the post reads as before rather than failing.
const longRead: Promise<{ default: ComponentType<{ blocks: readonly ContentBlock[] }> }> =
  import('./long-read').catch(() => ({ default: () => null }));
const LongRead = lazy(() => longRead);

/**
 * Where the long-read tools sit: first in the box that holds the content. Until their code is in, a post
 * that will have a table of contents keeps its collapsed place (on phones; on wide screens it stands beside
 * the text), so the content does not move when it arrives. Whether it will is the table's own rule
 * (contents.ts), applied to the headers' text as the page shows it: a header with no text is not counted.
 */
export function LongReadSlot({ blocks }: { blocks: readonly ContentBlock[] }) {
  const toc = hasContents(
    blocks.filter((block) => block?.type === 'header').map((block) => toPlainText(block.data.text)),
  );
  return (
    <Suspense fallback={toc && <div className="mb-6 h-11 xl:hidden" />}>
      <LongRead blocks={blocks} />
    </Suspense>
  );
}
