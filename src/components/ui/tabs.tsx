import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
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
 */
export function Tabs<Id extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: TabsProps<Id>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

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
        role="tablist"
        aria-label={label}
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
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`max-w-[45vw] shrink-0 truncate whitespace-nowrap px-3 py-3 sm:max-w-none sm:px-5 md:-mb-px md:border-b-2 ${
                selected
                  ? 'font-semibold text-ink md:border-ink'
                  : 'text-muted hover:text-ink md:border-transparent'
              }`}
            >
              {tab.label}
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
