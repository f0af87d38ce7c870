import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  /**
   * The label may be shortened with an ellipsis to leave room for the other tabs (text that comes from the
   * user, such as a search query). Its whole text stays the tab's accessible name and its title.
   */
  shorten?: boolean;
}

/** How much of the neighbouring tab stays in view when the row scrolls to the chosen one: a hint of more. */
const PEEK_PX = 32;
/** The width of the fade at an edge of the row beyond which more tabs are (issue 29 item 15). */
const FADE_PX = 40;

interface Hidden {
  /** Tabs are hidden before the row's start (it is scrolled). */
  start: boolean;
  /** Tabs are hidden past its end. */
  end: boolean;
}

/** The row's edges fade where more tabs are hidden, so a row cut off at 375 px shows that it scrolls. */
function fadeStyle({ start, end }: Hidden): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent, black ${FADE_PX}px` : 'black, black';
  const to = end ? `black calc(100% - ${FADE_PX}px), transparent` : 'black';
  const mask = `linear-gradient(to right, ${from}, ${to})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The active tab's content. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs (search results, profile): one tab stop, arrow keys / Home / End move and select, the panel
 * is labelled by its tab. SPEC §9: the active underline is off under 766 px (the `md` breakpoint), where the
 * active tab is shown by weight and colour alone.
 *
 * Narrow rows (the profile's five tabs at 375 px, or beside its sidebar) keep one line and scroll sideways,
 * every label whole; the chosen tab is scrolled into view, with a little of its neighbour, whichever way it
 * was chosen. One line keeps the underline on the row's rule and stops tabs jumping between lines as the
 * bold one widens. A `shorten` tab gives up width first, so a long search query never pushes 'Accounts
 * Matched' out of view (issue 13).
 */
export function Tabs<Id extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: TabsProps<Id>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const activeIndex = tabs.findIndex((tab) => tab.id === active);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });

  /** Which edges of the row hide tabs now. */
  const readHidden = useCallback((row: HTMLElement) => {
    const start = row.scrollLeft > 1;
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  // Read on scroll and whenever the row or its tabs change size.
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const read = () => readHidden(row);
    read();
    row.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    observer?.observe(row);
    for (const tab of row.children) observer?.observe(tab);
    return () => {
      row.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [tabs, readHidden]);

  // Only the row scrolls (scrollIntoView could scroll the page too); nothing moves while the tab is in view.
  useLayoutEffect(() => {
    const row = list.current;
    const tab = refs.current[activeIndex];
    if (!row || !tab) return;
    const start = tab.offsetLeft - PEEK_PX;
    const end = tab.offsetLeft + tab.offsetWidth + PEEK_PX;
    if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start);
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
    // The fades follow in the same frame: the scroll event comes a frame later, and until then the row
    // was drawn scrolled with the fades of where it had been (a tab reopened by Back).
    readHidden(row);
  }, [activeIndex, readHidden]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        data-hidden-tabs={
          [hidden.start && 'start', hidden.end && 'end'].filter(Boolean).join(' ') || undefined
        }
        style={fadeStyle(hidden)}
        className="relative mb-8 flex overflow-x-auto border-b border-line"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              title={tab.shorten ? tab.label : undefined}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`whitespace-nowrap px-3 py-3 sm:px-5 md:-mb-px md:border-b-2 ${
                tab.shorten ? 'min-w-0' : 'shrink-0'
              } ${
                selected
                  ? 'font-semibold text-ink md:border-ink'
                  : 'text-muted hover:text-ink md:border-transparent'
              }`}
            >
              {/* A shortened label takes two lines on a phone: on one, a query's was cut before the query. */}
              <span
                className={`block truncate${tab.shorten ? ' max-sm:line-clamp-2 max-sm:whitespace-normal' : ''}`}
              >
                {tab.label}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
