import { SITE_NAME } from '@/lib/constants';

/**
 * SPEC §2 Navbar: the logo has a light and a dark variant, chosen by the theme. Its colours are the
 * palette's own variables (tailwind.config.ts), so [data-theme] switches the variant with the rest of the
 * page, and the app shell in index.html draws the same mark before the code arrives. Where a bar has no room
 * (a long VITE_SITE_NAME) the name is cut short, never the page widened. Below 360 px the name is for
 * screen readers only: a signed-in navbar's four round buttons and the name need 313 px, and a 320 px phone
 * has 288 between the margins.
 */
export function Logo() {
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-2">
      <svg
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="8" fill="var(--color-ink)" />
        <path d="M10 23l9-14 3 2-9 14-4 1z" fill="var(--color-bg)" />
        <path d="M19 9l2-3 3 2-2 3z" fill="var(--color-accent)" />
      </svg>
      <span className="truncate text-xl font-semibold tracking-tight max-[359px]:sr-only">
        {SITE_NAME}
      </span>
    </span>
  );
}
