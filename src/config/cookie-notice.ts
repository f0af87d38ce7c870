/**
 * SPEC §2 Cookie banner: its words, its look and the two choices. React's banner (cookie-banner.tsx) draws
 * them, in the app and, rendered by the build, in index.html's shell from the first paint (docs/decisions/0016);
 * the boot script stores a choice made there under the same key (src/app/boot/boot.ts). Import-free.
 */
export const COOKIE_NOTICE = {
  label: 'Cookie consent',
  text: 'This website uses cookies to provide a better user experience.',
  more: 'Find out more',
  accept: 'Accept',
  reject: 'Reject',
} as const;

/** The choices, as stored under the cookie-consent key (SPEC §9). */
export const COOKIE_CHOICES = { accept: 'accepted', reject: 'rejected' } as const;

export type CookieChoice = (typeof COOKIE_CHOICES)[keyof typeof COOKIE_CHOICES];

export function isCookieChoice(value: string | null): value is CookieChoice {
  return value === COOKIE_CHOICES.accept || value === COOKIE_CHOICES.reject;
}

/**
 * Tailwind classes of each part (Tailwind finds them here as in any source file). The banner is set in the
 * device's own face (`font-ui`), not the web font: the shell paints it before the web font arrives, and when the
 * font swapped in, the words wrapped anew and moved (a layout shift on every first visit, 0.009 on a 1280 × 720
 * blog page).
 */
export const COOKIE_BANNER_CLASSES = {
  banner:
    'fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-lg border border-line bg-bg p-4 font-ui shadow-lg sm:flex-row sm:items-center',
  text: 'flex-1 text-sm',
  more: 'link font-medium',
  actions: 'flex gap-2',
  accept: 'btn-primary',
  reject: 'btn-secondary',
} as const;
