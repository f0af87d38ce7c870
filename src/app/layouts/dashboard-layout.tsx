import { useRef, useState, type KeyboardEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavLink } from '@/components/ui/link';
import { useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { paths } from '@/lib/paths';
import type { SVGProps } from 'react';
import { Svg } from '@/components/ui/icons';

const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Svg>
);

interface SideLink {
  to: string;
  label: string;
  dot?: boolean;
}

/**
 * SPEC §2 Dashboard and settings layout: one sidebar with Dashboard (Blogs [admin], Notifications with a red
 * dot while new ones exist, Write [admin]) and Settings (Edit Profile, Change Password). Under 650 px it
 * collapses into a menu toggle that names the active section; Escape in the open menu, or on its toggle,
 * closes it and returns focus to the toggle, like the user menu (issue 13). Escape elsewhere on the page
 * (in a form field) is left alone.
 */
export function DashboardLayout() {
  const user = useSession();
  const writer = canWrite(user);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  const dashboard: SideLink[] = [
    ...(writer ? [{ to: paths.manageBlogs(), label: 'Blogs' }] : []),
    {
      to: paths.notifications(),
      label: 'Notifications',
      dot: user?.new_notification_available === true,
    },
    ...(writer ? [{ to: paths.editor(), label: 'Write' }] : []),
  ];
  const settings: SideLink[] = [
    { to: paths.editProfile(), label: 'Edit Profile' },
    { to: paths.changePassword(), label: 'Change Password' },
  ];
  const active = [...dashboard, ...settings].find((link) => pathname.startsWith(link.to));

  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-6 px-[5vw] py-6 sm:flex-row sm:gap-10">
      <button
        ref={toggle}
        type="button"
        className="btn-secondary self-start sm:hidden"
        aria-expanded={open}
        aria-controls="dashboard-sidebar"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={closeOnEscape}
      >
        <MenuIcon /> {active?.label ?? 'Menu'}
      </button>
      <nav
        id="dashboard-sidebar"
        aria-label="Dashboard and settings"
        className={`${open ? 'block' : 'hidden'} w-full shrink-0 sm:block sm:w-56`}
      >
        <Section
          title="Dashboard"
          links={dashboard}
          onNavigate={() => setOpen(false)}
          onKeyDown={closeOnEscape}
        />
        <Section
          title="Settings"
          links={settings}
          onNavigate={() => setOpen(false)}
          onKeyDown={closeOnEscape}
        />
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

function Section({
  title,
  links,
  onNavigate,
  onKeyDown,
}: {
  title: string;
  links: SideLink[];
  onNavigate: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  return (
    <div className="mb-6">
      <h2 className="mb-2 text-sm font-medium uppercase tracking-wide text-muted">{title}</h2>
      <ul className="border-b border-line pb-3">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              onKeyDown={onKeyDown}
              aria-label={link.dot ? `${link.label} (new)` : undefined}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-md px-3 py-2 ${
                  isActive ? 'bg-surface font-semibold text-ink' : 'text-muted hover:text-ink'
                }`
              }
            >
              {link.label}
              {link.dot && <span className="h-2 w-2 rounded-full bg-danger" aria-hidden="true" />}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
