import { hasText, sanitizeInline } from '@/lib/sanitize';

type InlineTag = 'p' | 'h2' | 'h3' | 'li' | 'span' | 'figcaption' | 'blockquote' | 'cite' | 'div';

/**
 * The one place content HTML reaches the DOM (PITFALLS: Security): every field goes through the single
 * sanitize module right here, so no caller can forget it. Renders nothing for a field that shows no text
 * (empty, fully stripped, or only spaces and line breaks).
 */
export function SafeHtml({
  as: Tag,
  html,
  className,
}: {
  as: InlineTag;
  html: unknown;
  className?: string;
}) {
  const clean = sanitizeInline(html);
  if (!hasText(clean)) return null;
  // Each field in its own direction: an Arabic or Hebrew paragraph reads right to left (decision 0061).
  return <Tag dir="auto" className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
