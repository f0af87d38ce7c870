import { PageMeta } from '@/components/ui/page-meta';
import { EXTERNAL_COOKIE_POLICY_URL, SITE_NAME } from '@/lib/constants';
import { STORAGE_KEYS } from '@/config/storage-keys';

/**
 * SPEC §2 Cookie policy, linked from the footer and the cookie banner. Set as a post's text is (the reading face,
 * the device's own): in Inter's stand-in its lines broke elsewhere than in Inter, so when the web font came after
 * the page was drawn, as it does on a phone, a line was added and what followed moved down 28 px (decision 0049).
 */
export function Component() {
  return (
    <article className="mx-auto w-full max-w-reading px-6 py-10 font-serif text-lg leading-8 [&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:text-base">
      <PageMeta
        title="Cookie Policy"
        description={`How ${SITE_NAME} uses cookies and browser storage.`}
      />
      <h1 className="mb-6 font-sans text-3xl font-semibold">Cookie Policy</h1>
      <p className="mb-4">
        {SITE_NAME} keeps only what it needs to work. It sets no advertising or tracking cookies.
      </p>
      <h2 className="mb-2 mt-8 font-sans text-xl font-semibold">What we store in your browser</h2>
      <ul className="mb-4 list-disc space-y-2 pl-6">
        <li>
          <strong>Your session</strong> (<code>{STORAGE_KEYS.user}</code>, session storage): who you
          are signed in as. It is removed when you sign out or close the tab.
        </li>
        <li>
          <strong>Your theme</strong> (<code>{STORAGE_KEYS.theme}</code>, session storage): light or
          dark.
        </li>
        <li>
          <strong>Your cookie choice</strong> (<code>{STORAGE_KEYS.cookieConsent}</code>, local
          storage): accepted or rejected, so we do not ask again.
        </li>
      </ul>
      <h2 className="mb-2 mt-8 font-sans text-xl font-semibold">Your choices</h2>
      <p className="mb-4">
        You can clear this data at any time in your browser settings. To learn more about cookies in
        general, read{' '}
        <a
          href={EXTERNAL_COOKIE_POLICY_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="link"
        >
          this guide to cookies (opens in a new tab)
        </a>
        .
      </p>
    </article>
  );
}
