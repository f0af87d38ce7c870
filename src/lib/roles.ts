import type { SessionUser } from '@/api/types';

/**
 * Who may write (SPEC §6: admins, flag isAdmin). Most servers of this API family have no role at all and let
 * every signed-in user write (API-CONTRACT.md, "What the deployed servers really send"), so the deployment
 * chooses: `VITE_WRITERS=admins` (the default, SPEC's flag) or `VITE_WRITERS=everyone`. Read at each call, so
 * that a test can switch it (`vi.stubEnv`); a build replaces it with a constant.
 */
export type Writers = 'admins' | 'everyone';

export function writers(): Writers {
  return import.meta.env.VITE_WRITERS?.trim().toLowerCase() === 'everyone' ? 'everyone' : 'admins';
}

/** The editor, the Write links, the Blogs dashboard and the Blogs Published tab (SPEC §6). */
export function canWrite(user: Pick<SessionUser, 'isAdmin'> | null | undefined): boolean {
  if (!user) return false;
  return writers() === 'everyone' || user.isAdmin;
}

/**
 * Issue 29 item 3 (decision 0035): whether a profile shows its Blogs Published tab to this viewer. SPEC §6
 * gives the tab to admins (VITE_WRITERS=admins): it follows the viewer's role. Where every signed-in user
 * writes (VITE_WRITERS=everyone), a profile's posts are what it is for: everyone sees them, visitors too.
 */
export function showsPublishedTab(
  viewer: Pick<SessionUser, 'isAdmin'> | null | undefined,
): boolean {
  return writers() === 'everyone' || canWrite(viewer);
}

interface Someone {
  _id?: string;
  username?: string;
}

/**
 * The same person? By id when both ids are known, else by username: a session whose server told us no id
 * (src/api/auth.ts) still knows its own posts, comments and profile.
 */
export function isSamePerson(user: Someone | null | undefined, other: Someone): boolean {
  if (!user) return false;
  if (user._id && other._id) return user._id === other._id;
  return Boolean(user.username && user.username === other.username);
}
