import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { paths } from '@/lib/paths';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { PenIcon } from '@/components/ui/icons';

/** SPEC §2 Navbar. */
export function Navbar() {
  const user = useSession();
  return (
    <header className="sticky top-0 z-30 h-navbar border-b border-line bg-bg">
      <nav aria-label="Main" className="mx-auto flex h-full max-w-page items-center gap-4 px-[5vw]">
        <Link to={paths.home()} aria-label="Home" className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {user?.isAdmin && (
            <Link to={paths.editor()} className="btn-ghost hidden sm:inline-flex">
              <PenIcon /> Write
            </Link>
          )}
          <ThemeToggle />
          {user ? (
            <Link
              to={paths.profile(user.username)}
              className="rounded-full"
              aria-label={`Your profile (@${user.username})`}
            >
              <img
                src={user.profile_img}
                alt=""
                width={44}
                height={44}
                className="h-11 w-11 rounded-full bg-surface object-cover"
              />
            </Link>
          ) : (
            <>
              <Link to={paths.signIn()} className="btn-primary">
                Sign In
              </Link>
              <Link to={paths.signUp()} className="btn-secondary hidden sm:inline-flex">
                Sign Up
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
