import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { ContentBlock } from '@/api/types';
import { headings, type Heading } from '@/components/blocks/anchors';
import { hasContents } from '@/components/blocks/contents';

/** The header elements the block renderer drew. */
const HEADERS = '.blog-content > h2, .blog-content > h3';

/**
 * Issue 17, long reads, loaded apart from the blog page's first load (long-read-slot.tsx): header anchors,
 * the table of contents (three headers or more), the jump to `#anchor` once the content has rendered (it
 * arrives after a request, so the browser's own jump on load finds nothing) and the reading progress bar.
 *
 * The anchors are given to the headers the renderer drew, from their text (anchors.ts), before the browser
 * paints: the renderer itself stays as small as the page's budget needs (docs/decisions/0012). React does not
 * manage these ids, so they stay until the content changes, when they are worked out again.
 */
export default function LongRead({ blocks }: { blocks: readonly ContentBlock[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [contents, setContents] = useState<Heading[]>([]);

  useLayoutEffect(() => {
    const elements = [
      ...(marker.current?.parentElement?.querySelectorAll<HTMLElement>(HEADERS) ?? []),
    ];
    const anchors = headings(
      elements.map((element) => ({
        text: element.textContent ?? '',
        level: element.tagName.slice(1),
      })),
    );
    anchors.forEach((anchor, index) => {
      const element = elements[index];
      if (!anchor || !element) return;
      element.id = anchor.id;
      // A jump stops 16 px below the sticky 80 px navbar (the page's scroll padding keeps its 80 px).
      element.classList.add('scroll-mt-4');
    });
    setContents(anchors.filter((anchor) => anchor !== null));
  }, [blocks]);

  useEffect(() => {
    let id = '';
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      // A malformed hash (a stray '%') names no anchor.
    }
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  // The bar follows how much of the content has been scrolled into view: a passive scroll listener and an
  // observer of the content's size, at most one measure per frame, and a scale only (no layout). (`scale`, and
  // no 'resize' listener: those words in this file would make Tailwind generate utilities nobody uses.)
  useEffect(() => {
    const content = marker.current?.parentElement;
    if (!content) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, height } = content.getBoundingClientRect();
      const read = Math.min(1, Math.max(0, (window.innerHeight - top) / Math.max(1, height)));
      if (bar.current) bar.current.style.scale = `${read} 1`;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // Not in every browser (nor in jsdom): without it the bar still follows the scroll.
    const sized = window.ResizeObserver ? new ResizeObserver(schedule) : null;
    sized?.observe(content);
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      sized?.disconnect();
      window.removeEventListener('scroll', schedule);
    };
  }, []);

  return (
    <>
      <span ref={marker} hidden />
      {/* Decorative: what it shows, the scroll bar already tells assistive technology. */}
      <div
        ref={bar}
        aria-hidden="true"
        data-testid="reading-progress"
        className="pointer-events-none fixed inset-x-0 top-0 z-40 h-1 origin-left bg-accent transition-transform [scale:0_1] motion-reduce:transition-none"
      />
      {hasContents(contents.map((heading) => heading.text)) && <Contents headings={contents} />}
    </>
  );
}

interface Branch {
  heading: Heading;
  children: Heading[];
}

/** h3s sit under the h2 before them; an h3 before any h2 stands on its own. */
function outline(headings: readonly Heading[]): Branch[] {
  const tree: Branch[] = [];
  for (const heading of headings) {
    const parent = tree.at(-1);
    if (heading.level === 3 && parent?.heading.level === 2) parent.children.push(heading);
    else tree.push({ heading, children: [] });
  }
  return tree;
}

/**
 * Beside the text on wide screens (sticky below the navbar, in the space right of the text column), and
 * above it on narrower ones behind a 'Contents' disclosure, collapsed at first.
 */
function Contents({ headings }: { headings: readonly Heading[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav
      aria-label="Table of contents"
      className="mb-6 font-sans xl:absolute xl:inset-y-0 xl:left-[calc(100%+1.5rem)] xl:mb-0 xl:w-52"
    >
      <div className="xl:sticky xl:top-24 xl:max-h-[calc(100vh-7rem)] xl:overflow-y-auto xl:p-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="btn-secondary h-11 w-full justify-between rounded-md xl:hidden"
        >
          Contents
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
        <p className="mb-2 hidden text-sm font-semibold text-muted xl:block">Contents</p>
        <ul
          id={listId}
          className={`${open ? '' : 'hidden'} mt-2 space-y-1 rounded-md border border-line p-3 text-sm xl:mt-0 xl:block xl:border-0 xl:border-l xl:p-0 xl:pl-3`}
        >
          {outline(headings).map(({ heading, children }) => (
            <li key={heading.id}>
              <Entry heading={heading} />
              {children.length > 0 && (
                <ul className="ml-3 mt-1 space-y-1">
                  {children.map((child) => (
                    <li key={child.id}>
                      <Entry heading={child} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * A jump within the page: the address gets the anchor (replaced, not pushed: no history entry per click and
 * nothing for the router to handle, so the page and its data stay as they are), the header scrolls to below
 * the navbar (smoothly unless reduced motion is asked for) and takes focus, so reading and tabbing go on
 * from there.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${id}`);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Entries are short: a stranger's 100 KB header would otherwise be laid out in full here too. */
const MAX_ENTRY = 120;

function Entry({ heading }: { heading: Heading }) {
  const characters = Array.from(heading.text);
  const text =
    characters.length > MAX_ENTRY
      ? `${characters.slice(0, MAX_ENTRY - 1).join('')}…`
      : heading.text;
  return (
    <a
      href={`#${heading.id}`}
      onClick={(event) => jump(event, heading.id)}
      className="block rounded py-1 text-muted hover:text-ink"
    >
      <span dir="auto" className="line-clamp-3">
        {text}
      </span>
    </a>
  );
}
