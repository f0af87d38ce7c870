/**
 * SPEC §5 settings rules, in the spec's order; the first failing message is shown as a toast, and its field
 * (named as the form names it) is marked invalid and focused.
 */
import type { SocialLinks } from '@/api/types';
import type { FieldProblem } from '@/components/ui/text-field';
import { SOCIAL_NETWORKS } from '@/api/types';
import { BIO_MAX, USERNAME_MIN } from '@/lib/constants';
import { isStrongPassword } from '@/lib/password';
import { safeUrl } from '@/lib/safe-url';

/** Each network as the form names it (and so its message: 'youtube' read as a word nobody wrote: 0066). */
export const SOCIAL_LABELS: Record<keyof SocialLinks, string> = {
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  twitter: 'Twitter',
  github: 'GitHub',
  instagram: 'Instagram',
  website: 'Website',
};

export const SETTINGS_MESSAGES = {
  fillAll: 'Fill all the inputs',
  password:
    'Password should be 6 to 20 characters long with a numeric, 1 lowercase and 1 uppercase letters',
  username: 'Username should be al least 3 letters long',
  bio: 'Bio should not be more than 150',
  /** Beyond the spec: links must be web addresses (PITFALLS: Security, user URLs). */
  link: (network: string) => `Enter a full https:// address for ${network}, or leave it empty`,
} as const;

export function changePasswordProblem(
  current: string,
  next: string,
): FieldProblem<'currentPassword' | 'newPassword'> | null {
  const field = (currentFails: boolean) => (currentFails ? 'currentPassword' : 'newPassword');
  if (!current || !next) return { field: field(!current), message: SETTINGS_MESSAGES.fillAll };
  if (!isStrongPassword(current) || !isStrongPassword(next))
    return { field: field(!isStrongPassword(current)), message: SETTINGS_MESSAGES.password };
  return null;
}

/** A social link must be an absolute http(s) address (src/lib/safe-url.ts). */
export function isWebAddress(value: string): boolean {
  return safeUrl(value) !== null;
}

export function profileProblem(
  username: string,
  bio: string,
  links: SocialLinks,
): FieldProblem<'username' | 'bio' | keyof SocialLinks> | null {
  if (username.trim().length < USERNAME_MIN)
    return { field: 'username', message: SETTINGS_MESSAGES.username };
  if (bio.length > BIO_MAX) return { field: 'bio', message: SETTINGS_MESSAGES.bio };
  const bad = SOCIAL_NETWORKS.find(
    (network) => links[network].trim() && !isWebAddress(links[network].trim()),
  );
  return bad ? { field: bad, message: SETTINGS_MESSAGES.link(SOCIAL_LABELS[bad]) } : null;
}
