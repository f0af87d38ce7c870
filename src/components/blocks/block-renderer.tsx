import type { ContentBlock } from '@/api/types';
import { safeImageUrl } from '@/lib/safe-url';
import { toPlainText } from '@/lib/sanitize';
import { EmbedBlock } from './embed-block';
import { ListBlock } from './list-block';
import { SafeHtml } from './safe-html';

/**
 * SPEC §2 Blog page: content rendered block by block. Block data is untrusted user content (PITFALLS:
 * Editor.js does not sanitize what it loads): every HTML field goes through SafeHtml, URLs through safe-url,
 * and unknown block types render nothing.
 */
export function BlockRenderer({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="blog-content font-serif text-lg leading-8 [&_a]:underline [&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:font-mono [&_code]:text-base [&_mark]:bg-accent-soft [&_mark]:text-ink">
      {blocks.map((block, index) => (
        <Block key={block.id ?? index} block={block} />
      ))}
    </div>
  );
}

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
          <ListBlock style={data.style} items={data.items} />
        </div>
      );
    case 'embed':
      return <EmbedBlock data={data} />;
    default:
      return null;
  }
}

function ImageBlock({ data }: { data: Record<string, unknown> }) {
  const file =
    data.file && typeof data.file === 'object' ? (data.file as Record<string, unknown>) : {};
  const src = safeImageUrl(file.url ?? data.url);
  if (!src) return null;
  const caption = toPlainText(data.caption);
  return (
    <figure className="my-8">
      <img
        src={src}
        alt={caption || 'Image in this blog'}
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
        className={`h-auto w-full rounded-md ${data.withBorder ? 'border border-line' : ''} ${
          data.withBackground ? 'bg-surface p-4' : ''
        }`}
      />
      <SafeHtml
        as="figcaption"
        html={data.caption}
        className="mt-2 text-center font-sans text-sm text-muted"
      />
    </figure>
  );
}
