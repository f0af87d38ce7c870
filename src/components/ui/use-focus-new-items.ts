import { useCallback, useEffect, useRef } from 'react';

/**
 * Load More takes the reader to what it loaded (issue 29 item 15): once the next page has been drawn, focus
 * moves from the button to the first new item of the list (its link, else the item itself), as a reader
 * who asked for more wants to read on from there, not from the button now below it. Only when focus is
 * still on the button (or it went away with the last page): a reader who has moved on keeps their place.
 */
export function useFocusNewItems<T extends HTMLElement = HTMLUListElement>(
  count: number,
  loadMore: () => void,
) {
  const listRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The number of items shown when Load More was pressed: the first new one is at that index.
  const from = useRef<number | null>(null);

  useEffect(() => {
    const start = from.current;
    if (start === null || count <= start) return;
    from.current = null;
    const active = document.activeElement;
    const atButton = !active || active === document.body || active === buttonRef.current;
    const item = listRef.current?.children[start];
    if (!atButton || !(item instanceof HTMLElement)) return;
    // Where the button was, so in view: the page does not move under the reader.
    const target = item.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (target) {
      target.focus({ preventScroll: true });
      return;
    }
    item.tabIndex = -1;
    item.focus({ preventScroll: true });
  }, [count]);

  const onLoadMore = useCallback(() => {
    from.current = count;
    loadMore();
  }, [count, loadMore]);

  return { listRef, buttonRef, onLoadMore };
}
