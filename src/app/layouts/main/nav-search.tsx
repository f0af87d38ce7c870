import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { paths, searchQueryOf } from '@/lib/paths';
import { SearchIcon } from '@/components/ui/icons';
import { blank } from '@/lib/blank';
import { composing } from '@/lib/keys';

/**
 * SPEC §2 / §5: the navbar search goes to /search/{query} only on Enter and only with non-empty text. On
 * small screens (under 650 px) the box sits behind a search button that toggles it (SPEC §4).
 *
 * The box shows the page's query: on the search results page that query, elsewhere nothing. Text typed but
 * not searched is dropped at the next navigation, so Back and Forward show each page's own query (issue 13).
 */
export function NavSearch() {
  const navigate = useNavigate();
  const { key: place, pathname } = useLocation();
  const coming = useNavigation().location;
  // The search route's query, read as the page reads it (trimmed, decoded once).
  const shownQuery = searchQueryOf(pathname);
  // The page the box belongs to: while a navigation loads (a screen's code on its first visit), the page
  // that is coming, so that what is typed meanwhile is not wiped when it arrives, and Back or Forward
  // during the wait still clears what was typed on the page left (issue 23 item 10).
  const page = coming?.key ?? place;
  const pageQuery = coming ? searchQueryOf(coming.pathname) : shownQuery;
  // Text typed since the last navigation (Enter, a link, Back or Forward); until then, the page's query.
  const [typed, setTyped] = useState<string | null>(null);
  const [typedAt, setTypedAt] = useState(page);
  if (typedAt !== page) {
    setTypedAt(page);
    setTyped(null);
  }
  const text = typed ?? pageQuery;
  const [open, setOpen] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Small screens: opening puts the cursor in the box; Escape closes it and gives focus back to the button.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
    if (event.key !== 'Enter' || composing(event)) return;
    // One form of the text, the one titles are stored in: typed with combining marks (a Vietnamese
    // keyboard, a pasted macOS file name), the same word was not found.
    const query = event.currentTarget.value.trim().normalize('NFC');
    // Nothing a reader would see (zero-width characters alone) is no search (decision 0066).
    if (blank(query)) return;
    event.preventDefault();
    setOpen(false);
    void navigate(paths.search(query));
  };

  return (
    <>
      <div
        id={id}
        className={`${
          open ? 'block' : 'hidden'
        } absolute inset-x-0 top-full border-b border-line bg-bg px-[5vw] py-4 sm:static sm:block sm:w-auto sm:border-0 sm:p-0`}
      >
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-lg text-muted" />
          <input
            ref={input}
            type="search"
            aria-label="Search blogs and accounts"
            placeholder="Search"
            enterKeyHint="search"
            value={text}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            className="w-full rounded-full border border-transparent bg-surface py-3 pl-11 pr-5 text-ink placeholder:text-muted focus:border-accent sm:w-44 md:w-64 lg:w-80"
          />
        </div>
      </div>
      <button
        type="button"
        ref={toggle}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? 'Close search' : 'Open search'}
        className="btn-round text-xl sm:hidden"
      >
        <SearchIcon />
      </button>
    </>
  );
}
