import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/lib/paths';
import { SITE_NAME } from '@/lib/constants';

/**
 * The main layout's frame: the navbar's bar and its home link, and the page's <main>. The app draws them
 * (navbar.tsx, main-layout.tsx) and so does the first paint: the build renders these same components into
 * index.html's shell (src/app/boot/first-paint.tsx), so the shell is where React's navbar will be by
 * construction, not by a copy kept in step (issue 30 item 1).
 */

/** `id`: the shell's copy only, which the boot script and the first commit find by it. */
export function NavbarFrame({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <header id={id} className="sticky top-0 z-30 h-navbar border-b border-line bg-bg">
      <nav
        aria-label="Main"
        className="relative mx-auto flex h-full max-w-page items-center gap-2 px-[5vw] sm:gap-6"
      >
        {children}
      </nav>
    </header>
  );
}

/** SPEC §2 Navbar: the logo, a link home. */
export function HomeLink() {
  return (
    <Link to={paths.home()} aria-label={`${SITE_NAME} home`} className="min-w-0 rounded-md">
      <Logo />
    </Link>
  );
}

/** SPEC §2 Main layout: the page, at least the viewport minus the navbar's 80 px. */
export function PageMain({ id, children }: { id: string; children: ReactNode }) {
  return (
    <main id={id} className="min-h-page w-full flex-1">
      {children}
    </main>
  );
}
