import { lazy, memo, Suspense, useState } from 'react';
import type { ContentBlock } from '@/api/types';
import { cleanAlt } from '@/lib/alt-text';
import { safeImageUrl } from '@/lib/safe-url';
import { toPlainText } from '@/lib/sanitize';
import { EmbedFrame, EmbedLink, embedService } from './embed-frame';
import { ListBlock } from './list-block';
import { SafeHtml } from './safe-html';

/**
 * Issue 25 item 5: a code block's component (and, from it, the highlighter) is its own chunk, downloaded only
 * for a post that has code: the blog page's first load does not grow (docs/decisions/0030).
 */
const CodeBlock = lazy(() => import('./code-block'));

/**
 * An embed block's component and its address rules, the same way: only a post with an embed downloads them
 * (2 KB less on every other post's first load). Meanwhile its box, at the frame's size, and its caption hold
 * its place (decision 0062). A block that cannot be a player (embed-frame.tsx) is its link at once.
 */
const EmbedBlock = lazy(() => import('./embed-block'));

/**
 * SPEC §2 Blog page: content rendered block by block. Block data is untrusted user content (PITFALLS:
 * Editor.js does not sanitize what it loads): every HTML field goes through SafeHtml, URLs through safe-url,
 * and unknown block types render nothing.
 *
 * Memoised on the blocks: a like, a comment count or the comments panel re-renders the blog page with the
 * same cached content, which is not sanitized again (issue 23 item 9; a long post is thousands of fields).
 */
export const BlockRenderer = memo(function BlockRenderer({
  blocks,
}: {
  blocks: readonly ContentBlock[];
}) {
  return (
    <div className="blog-content font-serif text-lg leading-8 [&_a[href]]:underline [&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:font-mono [&_code]:text-base [&_mark]:bg-accent-soft [&_mark]:text-ink">
      {blocks.map((block, index) => (
        <Block key={block.id ?? index} block={block} />
      ))}
    </div>
  );
});

function Block({ block }: { block: ContentBlock }) {
  const data = block.data;
  switch (block.type) {
    case 'paragraph':
      return <SafeHtml as="p" html={data.text} className="my-5" />;
    case 'header':
      // SPEC §2: level 3 gets a smaller heading, any other level the larger one.
      return Number(data.level) === 3 ? (
        <SafeHtml as="h3" html={data.text} className="mb-3 mt-8 font-sans text-2xl font-semibold" />
      ) : (
        <SafeHtml
          as="h2"
          html={data.text}
          className="mb-4 mt-10 font-sans text-3xl font-semibold"
        />
      );
    case 'image':
      return <ImageBlock data={data} />;
    case 'quote':
      return (
        <figure
          className={`my-8 border-l-4 border-accent bg-accent-soft/50 p-5 ${
            data.alignment === 'center' ? 'text-center' : ''
          }`}
        >
          <SafeHtml as="blockquote" html={data.text} className="text-xl italic leading-9" />
          <SafeHtml
            as="figcaption"
            html={data.caption}
            className="mt-3 font-sans text-base text-muted"
          />
        </figure>
      );
    case 'list':
      return (
        <div className="my-6">
          <ListBlock style={data.style} items={data.items} meta={data.meta} />
        </div>
      );
    case 'embed':
      return embedService(data.service, data.source) ? (
        <Suspense fallback={<EmbedFrame data={data} />}>
          <EmbedBlock data={data} caption={toPlainText(data.caption)} />
        </Suspense>
      ) : (
        <EmbedLink source={data.source} caption={toPlainText(data.caption)} />
      );
    // Issue 25 item 5: code as text (highlighted when its language loads); a divider carries nothing.
    case 'code':
      return (
        <Suspense>
          <CodeBlock data={data} />
        </Suspense>
      );
    case 'delimiter':
      return <hr className="my-8 border-line" />;
    default:
      return null;
  }
}

/** A natural dimension in pixels, when it is a sane one (1 to 20,000), else 0. */
function pixels(value: unknown): number {
  const n = typeof value === 'number' || typeof value === 'string' ? Math.round(+value) : 0;
  return n > 0 && n <= 20_000 ? n : 0;
}

/**
 * Issue 17, images: the text alternative is the block's own alt, else the caption's text, else
 * empty (an image nobody described is left out of the reading order rather than announced as "image").
 * The alt is plain text as the editor stored it (docs/decisions/0011), cleaned the editor's way and escaped
 * by React as an attribute: never through the HTML sanitizer, which would eat '<harbour>' or a whole
 * '<img …>' someone wrote about.
 * Known natural dimensions become width and height, so the browser reserves the box before the file
 * arrives; unknown ones get a fixed 16:9 box the image is fitted into. Either way nothing moves (CLS 0).
 * Content images load lazily; the banner (blog-byline.tsx) is the one fetched first.
 */
function ImageBlock({ data }: { data: Record<string, unknown> }) {
  const [failed, setFailed] = useState(false);
  const file =
    data.file && typeof data.file === 'object' ? (data.file as Record<string, unknown>) : {};
  const src = safeImageUrl(file.url ?? data.url);
  if (!src) return null;
  const width = pixels(file.width);
  const height = pixels(file.height);
  const known = width > 0 && height > 0;
  const alt = cleanAlt(data.alt) || toPlainText(data.caption);
  // Issue 28 item 5: a picture that cannot be loaded leaves no empty box on the page, but says what it was.
  if (failed)
    return (
      <figure className="my-8">
        <p className="rounded-md border border-line bg-surface px-4 py-3 font-sans text-sm text-muted">
          {alt ? `Image not available: ${alt}` : 'Image not available'}
        </p>
        <SafeHtml
          as="figcaption"
          html={data.caption}
          className="mt-2 text-center font-sans text-sm text-muted"
        />
      </figure>
    );
  return (
    <figure className="my-8">
      <div
        className={`overflow-hidden rounded-md ${known ? '' : 'aspect-video'} ${
          data.withBorder ? 'border border-line' : ''
        } ${data.withBackground ? 'bg-surface p-4' : ''}`}
      >
        <img
          src={src}
          alt={alt}
          onError={() => setFailed(true)}
          width={known ? width : undefined}
          height={known ? height : undefined}
          loading="lazy"
          decoding="async"
          className={`block w-full ${known ? 'h-auto' : 'h-full object-contain'}`}
        />
      </div>
      <SafeHtml
        as="figcaption"
        html={data.caption}
        className="mt-2 text-center font-sans text-sm text-muted"
      />
    </figure>
  );
}
