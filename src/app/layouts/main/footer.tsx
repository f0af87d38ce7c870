import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { paths } from '@/lib/paths';
import { AUTHOR_URL, SITE_NAME } from '@/lib/constants';
import { signInLinkState } from '@/lib/return-to';

/** SPEC §2 Footer: links by role, and the copyright line. */
export function Footer() {
  const user = useSession();
  // Signing in from the footer returns to this page (issue 13).
  const returnTo = signInLinkState(useLocation());
  const links: { to: string; label: string }[] = !user
    ? [
        { to: paths.signIn(), label: 'Sign In' },
        { to: paths.signUp(), label: 'Sign Up' },
      ]
    : canWrite(user)
      ? [
          { to: paths.manageBlogs(), label: 'My Blogs' },
          { to: paths.notifications(), label: 'Notifications' },
          { to: paths.profile(user.username), label: 'Profile' },
        ]
      : [
          { to: paths.notifications(), label: 'Dashboard' },
          { to: paths.profile(user.username), label: 'Profile' },
        ];
  links.push({ to: paths.cookiePolicy(), label: 'Cookie Policy' });

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-page flex-col gap-4 px-[5vw] py-8 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  state={
                    link.to === paths.signIn() || link.to === paths.signUp() ? returnTo : undefined
                  }
                  className="link text-sm"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted">
          © {new Date().getFullYear()}{' '}
          <a href={AUTHOR_URL} className="link" target="_blank" rel="noopener noreferrer">
            {SITE_NAME}
          </a>
          . All rights reserved.
        </p>
      </div>
    </footer>
  );
}
