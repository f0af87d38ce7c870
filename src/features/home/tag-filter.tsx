import { HOME_TAGS } from '@/lib/constants';

/**
 * SPEC §2 Home topic tags (SPEC §9: events, tech, finance, travel). Selecting a tag sets the filter;
 * selecting the active tag again returns to the unfiltered home. Toggle buttons, so the state is announced.
 */
export function TagFilter({
  active,
  onSelect,
}: {
  active: string | null;
  onSelect: (tag: string | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
      {HOME_TAGS.map((tag) => {
        const selected = tag === active;
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(selected ? null : tag)}
            className={`btn min-h-10 px-4 capitalize ${
              selected ? 'bg-ink text-bg' : 'bg-surface text-ink hover:bg-surface-strong'
            }`}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
