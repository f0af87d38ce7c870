import { useState } from 'react';
import { Link } from 'react-router';
import { readItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { paths } from '@/lib/paths';

type Choice = 'accepted' | 'rejected';

/** SPEC §2 Cookie banner: the choice is stored locally as accepted or rejected, then the banner hides. */
export function CookieBanner() {
  const [choice, setChoice] = useState<string | null>(() =>
    readItem('local', STORAGE_KEYS.cookieConsent),
  );
  if (choice === 'accepted' || choice === 'rejected') return null;

  const choose = (value: Choice) => {
    writeItem('local', STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-lg border border-line bg-bg p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm">
        This website uses cookies to provide a better user experience.{' '}
        <Link to={paths.cookiePolicy()} className="link font-medium">
          Find out more
        </Link>
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-primary" onClick={() => choose('accepted')}>
          Accept
        </button>
        <button type="button" className="btn-secondary" onClick={() => choose('rejected')}>
          Reject
        </button>
      </div>
    </section>
  );
}
