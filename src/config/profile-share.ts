/**
 * What a profile's head says (SPEC §2 Profile): the title and description that the profile page
 * (src/features/profile/profile-page.tsx) and the server's head for crawlers (server/head.ts) both write. One
 * rule, in a leaf the app and the server both read (it imports only ./bidi), so the tab's title does not
 * change when the app takes over the page the server wrote.
 */
import { closeBidi } from './bidi';

/** The page's own title, before the site's name: 'Full Name (@username)', '@username' without a name. */
export function profilePageTitle(username: string, fullname = ''): string {
  const name = closeBidi(fullname.trim());
  return name ? `${name} (@${closeBidi(username)})` : `@${closeBidi(username)}`;
}

/** The person's bio, else a line naming them. */
export function profileDescription(username: string, bio = ''): string {
  return bio.trim() || `@${closeBidi(username)}’s profile, blogs and follows.`;
}
