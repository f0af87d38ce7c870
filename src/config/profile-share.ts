/**
 * What a profile's head says (SPEC §2 Profile): the title and description that the profile page
 * (src/features/profile/profile-page.tsx) and the server's head for crawlers (server/head.ts) both write. One
 * rule, in the import-free leaf the app and the server both read, so the tab's title does not change when the
 * app takes over the page the server wrote.
 */

/** The page's own title, before the site's name: 'Full Name (@username)', '@username' without a name. */
export function profilePageTitle(username: string, fullname = ''): string {
  const name = fullname.trim();
  return name ? `${name} (@${username})` : `@${username}`;
}

/** The person's bio, else a line naming them. */
export function profileDescription(username: string, bio = ''): string {
  return bio.trim() || `@${username}’s profile, blogs and follows.`;
}
