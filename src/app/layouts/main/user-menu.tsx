import { useEffect, useId, useRef, useState } from 'react';
import type { SignOutQuestion } from './sign-out-question';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { SessionUser } from '@/api/types';
import { DROPDOWN_CLOSE_DELAY_MS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { isSigningOut, signOutState } from '@/lib/sign-out-state';
import { unsavedWritingOf } from '@/lib/unsaved-writing';
import { canWrite } from '@/lib/roles';
import { Avatar } from '@/components/ui/avatar';
import { PenIcon } from '@/components/ui/icons';
import { UserText } from '@/components/ui/user-text';

/** Home's screen, where Sign Out ends (the route table's own module: src/app/router.tsx). */
const homeScreen = () => import('@/app/routes/home');

/** Said when the question's code cannot be downloaded (offline): the browser's own question. */
const SIGN_OUT_FALLBACK = 'Signing out deletes your unsaved writing in this browser. Sign out?';

/**
 * SPEC §2 Dropdown: Write (writers, small screens only; src/lib/roles.ts), Profile, Dashboard by role, Settings and Sign Out
 * showing @username. The avatar button toggles it; it closes 200 ms after focus leaves it (SPEC §9), so a
 * click on an item lands first; Escape closes it and returns focus to the button.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const writer = canWrite(user);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const menuId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const cancelClose = () => clearTimeout(timer.current);
  const closeLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  const close = () => setOpen(false);

  // SPEC §4: Sign Out removes the stored user, clears the session and goes to /. The user is removed once
  // home is shown: on a signed-in-only page (settings, dashboard), removing it first would let that page's
  // guard send them to /signin instead. The navigation carries the intent (src/lib/sign-out-state.ts): a page
  // guarding unsaved work that holds it back, then lets it go, still signs out; Keep editing leaves nothing
  // behind. Signing out also forgets every kept answer (session-wiring.ts). Unsaved writing in this browser
  // goes with the session (issue 29 item 17), after saying so; then no page asks again.
  const location = useLocation();
  useEffect(() => {
    if (location.pathname !== paths.home() || !isSigningOut(location.state)) return;
    sessionStore.signOut({ forgetWriting: true });
    // Done: Back or Forward to this entry, signed in again later, must not sign out.
    void navigate(paths.home(), { replace: true });
  }, [location, navigate]);
  // Asked only when there is unsaved writing: the question's code downloads then.
  const [question, setQuestion] = useState<{ count: number; Ask: typeof SignOutQuestion } | null>(
    null,
  );

  const leave = (confirmed: boolean) => {
    setQuestion(null);
    // The session ends when home is drawn with the intent. From a visit that began elsewhere, home's code must
    // first be downloaded, and a click meanwhile would overtake this navigation and drop the intent: the code
    // comes first, then Sign Out goes, drawn at once (`flushSync`: outside the press's event, the drawing and
    // the session's end would otherwise wait for a task another click can come before). Offline, unable to
    // download the code, it goes all the same, and home's stand-in is drawn with the intent (decision 0065).
    void homeScreen()
      .catch(() => undefined)
      .then(() => navigate(paths.home(), { state: signOutState(confirmed), flushSync: true }));
  };

  const signOut = () => {
    setOpen(false);
    const count = unsavedWritingOf(user._id).length;
    if (!count) {
      leave(false);
      return;
    }
    import('./sign-out-question').then(
      (module) => setQuestion({ count, Ask: module.SignOutQuestion }),
      () => {
        if (window.confirm(SIGN_OUT_FALLBACK)) leave(true);
      },
    );
  };

  const item = 'block w-full px-6 py-3 text-left hover:bg-surface';
  return (
    <div className="relative shrink-0" onBlur={closeLater} onFocus={cancelClose}>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for @${user.username}`}
        className="block rounded-full"
      >
        <Avatar src={user.profile_img} name={user.fullname} size={44} decorative />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 top-full z-50 mt-2 w-60 overflow-hidden rounded-md border border-line bg-bg shadow-lg"
        >
          <ul>
            {writer && (
              <li className="sm:hidden">
                <Link
                  to={paths.editor()}
                  onClick={close}
                  className={`${item} flex items-center gap-2`}
                >
                  <PenIcon /> Write
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.profile(user.username)} onClick={close} className={item}>
                Profile
              </Link>
            </li>
            <li>
              <Link
                to={writer ? paths.manageBlogs() : paths.notifications()}
                onClick={close}
                className={item}
              >
                Dashboard
              </Link>
            </li>
            <li>
              <Link to={paths.editProfile()} onClick={close} className={item}>
                Settings
              </Link>
            </li>
            <li className="border-t border-line">
              <button type="button" onClick={signOut} className={item}>
                <span className="block font-semibold">Sign Out</span>{' '}
                <span className="block text-sm text-muted">
                  @<UserText>{user.username}</UserText>
                </span>
              </button>
            </li>
          </ul>
        </div>
      )}
      {question && (
        <question.Ask
          count={question.count}
          onConfirm={() => leave(true)}
          onCancel={() => {
            setQuestion(null);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
