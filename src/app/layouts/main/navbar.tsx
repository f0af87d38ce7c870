import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { paths } from '@/lib/paths';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { BellIcon, PenIcon } from '@/components/ui/icons';
import { signInLinkState } from '@/lib/return-to';
import { NavSearch } from './nav-search';
import { UserMenu } from './user-menu';
import { HomeLink, NavbarFrame } from './frame';

/**
 * SPEC §2 Navbar: logo (light or dark variant) to /, the search box, Write for admins, the theme toggle;
 * signed in: the bell (red dot while new notifications exist) and the avatar dropdown; visitors: Sign In
 * and Sign Up (Sign Up hidden under 650 px).
 */
export function Navbar() {
  const user = useSession();
  const hasNew = user?.new_notification_available === true;
  return (
    <NavbarFrame>
      <HomeLink />
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <NavSearch />
        {canWrite(user) && (
          <Link to={paths.editor()} className="btn-ghost hidden sm:inline-flex">
            <PenIcon /> Write
          </Link>
        )}
        <ThemeToggle />
        {user ? (
          <>
            <Link
              to={paths.notifications()}
              aria-label={hasNew ? 'Notifications (new)' : 'Notifications'}
              className="btn-round relative text-xl"
            >
              <BellIcon />
              {hasNew && (
                <span
                  data-testid="notification-dot"
                  className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-danger"
                />
              )}
            </Link>
            <UserMenu user={user} />
          </>
        ) : (
          <VisitorLinks />
        )}
      </div>
    </NavbarFrame>
  );
}

/**
 * Sign In and Sign Up carry the page they are clicked on (router state `from`), so signing in, with the
 * form or Google, returns there instead of home (issue 13).
 */
function VisitorLinks() {
  const state = signInLinkState(useLocation());
  return (
    <>
      <Link to={paths.signIn()} state={state} className="btn-primary">
        Sign In
      </Link>
      <Link to={paths.signUp()} state={state} className="btn-secondary hidden sm:inline-flex">
        Sign Up
      </Link>
    </>
  );
}
