import { SafeHtml } from './safe-html';

/**
 * List blocks in all four shapes Editor.js has saved (PITFALLS: Editor.js), recursively:
 * 1. items as HTML strings (old @editorjs/list);
 * 2. @editorjs/list 2: `{style, meta, items: [{content, meta, items}]}`, with style ordered, unordered or
 *    checklist (meta.checked);
 * 3. checklist items as `{text, checked}`;
 * 4. `{content, items}` without meta.
 * An empty or malformed list renders nothing; nesting is capped so hostile data cannot blow the stack.
 */

const MAX_DEPTH = 8;

interface Item {
  html: unknown;
  checked?: boolean;
  children: unknown[];
}

function toItem(raw: unknown): Item | null {
  if (typeof raw === 'string') return { html: raw, children: [] };
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const meta = (record.meta && typeof record.meta === 'object' ? record.meta : {}) as Record<
    string,
    unknown
  >;
  const checked =
    typeof record.checked === 'boolean'
      ? record.checked
      : typeof meta.checked === 'boolean'
        ? meta.checked
        : undefined;
  return {
    html: record.content ?? record.text ?? '',
    checked,
    children: Array.isArray(record.items) ? record.items : [],
  };
}

/** An ordered list's first number (issue 28 item 7: a list pasted as '3. …' starts at 3), if not 1. */
function startOf(meta: unknown): number | undefined {
  const start = meta && typeof meta === 'object' ? (meta as { start?: unknown }).start : undefined;
  return typeof start === 'number' && Number.isInteger(start) && start > 1 && start < 1e6
    ? start
    : undefined;
}

export function ListBlock({
  style,
  items,
  meta,
  depth = 0,
}: {
  style: unknown;
  items: unknown;
  /** The list's own meta (@editorjs/list 2): an ordered list's `start`. */
  meta?: unknown;
  depth?: number;
}) {
  if (!Array.isArray(items) || !items.length || depth > MAX_DEPTH) return null;
  const parsed = items.map(toItem).filter((item): item is Item => item !== null);
  if (!parsed.length) return null;
  const checklist = style === 'checklist' || parsed.some((item) => item.checked !== undefined);
  const ordered = style === 'ordered' && !checklist;
  const Tag = ordered ? 'ol' : 'ul';
  const listClass = checklist
    ? 'list-none space-y-2 pl-1'
    : `${ordered ? 'list-decimal' : 'list-disc'} space-y-2 pl-7`;

  return (
    <Tag
      className={`${listClass} ${depth ? 'mt-2' : ''}`}
      start={ordered && !depth ? startOf(meta) : undefined}
    >
      {parsed.map((item, index) => (
        <li key={index} className="pl-1">
          {checklist && (
            <span aria-hidden="true" className="mr-2 inline-block w-4 text-center">
              {item.checked ? '☑' : '☐'}
            </span>
          )}
          {checklist && <span className="sr-only">{item.checked ? 'Done: ' : 'Not done: '}</span>}
          <SafeHtml as="span" html={item.html} />
          <ListBlock style={style} items={item.children} depth={depth + 1} />
        </li>
      ))}
    </Tag>
  );
}
