import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { readItem, writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { paths } from '@/lib/paths';
import {
  COOKIE_BANNER_CLASSES as CLASSES,
  COOKIE_CHOICES,
  COOKIE_NOTICE,
  isCookieChoice,
  type CookieChoice,
} from '../../../config/cookie-notice';

/**
 * SPEC §2 Cookie banner: the choice is stored locally as accepted or rejected, then the banner hides. The build
 * renders this same component into index.html's shell (src/app/boot/first-paint.tsx), where the boot script
 * makes its buttons (`data-consent`) work before the code arrives; a choice made there is read here.
 *
 * It never hides what has focus (WCAG 2.4.11, issue 23 item 9: at 375 px Load More was focused under it):
 * while it shows, the page keeps its height clear at the bottom, for scrolling a focused element into view
 * (`scroll-padding-bottom`) and at the end of the page (padding), so the last controls can come above it.
 * The main layout places it first in the document, right after the skip link, so Tab reaches it early.
 */
/** `id`: the shell's copy only (src/app/boot/first-paint.tsx), by which the boot script finds it. */
export function CookieBanner({ id }: { id?: string }) {
  const [choice, setChoice] = useState<string | null>(() =>
    readItem('local', STORAGE_KEYS.cookieConsent),
  );
  const shown = !isCookieChoice(choice);
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const keepClear = (height: number) => {
      // The banner's height, the gap under it (bottom-3) and as much again above it.
      const space = `${Math.ceil(height) + 24}px`;
      root.style.scrollPaddingBottom = space;
      document.body.style.paddingBottom = space;
    };
    // Measured by the observer, which reports the banner's size once the browser has laid the page out for
    // its next frame (and again whenever it changes): reading it here, in the commit, forced the first page's
    // whole layout inside the app's first task (issue 30 item 5: 42 ms of the longest task at 4× CPU).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const box = entry?.borderBoxSize[0];
            keepClear(box ? box.blockSize : element.getBoundingClientRect().height);
          });
    if (observer) observer.observe(element);
    else keepClear(element.getBoundingClientRect().height);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;

  const choose = (value: CookieChoice) => {
    writeItem('local', STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
  };

  return (
    <section ref={banner} id={id} aria-label={COOKIE_NOTICE.label} className={CLASSES.banner}>
      <p className={CLASSES.text}>
        {COOKIE_NOTICE.text}{' '}
        <Link to={paths.cookiePolicy()} className={CLASSES.more}>
          {COOKIE_NOTICE.more}
        </Link>
      </p>
      <div className={CLASSES.actions}>
        <button
          type="button"
          className={CLASSES.accept}
          data-consent={COOKIE_CHOICES.accept}
          onClick={() => choose(COOKIE_CHOICES.accept)}
        >
          {COOKIE_NOTICE.accept}
        </button>
        <button
          type="button"
          className={CLASSES.reject}
          data-consent={COOKIE_CHOICES.reject}
          onClick={() => choose(COOKIE_CHOICES.reject)}
        >
          {COOKIE_NOTICE.reject}
        </button>
      </div>
    </section>
  );
}
