import { useState } from 'react';
import { Link } from 'react-router';
import { readItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { paths } from '@/lib/paths';
import {
  COOKIE_BANNER_CLASSES as CLASSES,
  COOKIE_CHOICES,
  COOKIE_NOTICE,
  isCookieChoice,
  type CookieChoice,
} from './cookie-notice';

/**
 * SPEC §2 Cookie banner: the choice is stored locally as accepted or rejected, then the banner hides. The app
 * shell draws the same banner before the code arrives (cookie-notice.ts); a choice made there is read here.
 */
export function CookieBanner() {
  const [choice, setChoice] = useState<string | null>(() =>
    readItem('local', STORAGE_KEYS.cookieConsent),
  );
  if (isCookieChoice(choice)) return null;

  const choose = (value: CookieChoice) => {
    writeItem('local', STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
  };

  return (
    <section aria-label={COOKIE_NOTICE.label} className={CLASSES.banner}>
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
          onClick={() => choose(COOKIE_CHOICES.accept)}
        >
          {COOKIE_NOTICE.accept}
        </button>
        <button
          type="button"
          className={CLASSES.reject}
          onClick={() => choose(COOKIE_CHOICES.reject)}
        >
          {COOKIE_NOTICE.reject}
        </button>
      </div>
    </section>
  );
}
