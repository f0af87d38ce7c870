/**
 * The product's name: a deployment may set its own (VITE_SITE_NAME at build time, SITE_NAME for the server).
 * Import-free: the app, the build and the server all name the site through it.
 */
export const DEFAULT_SITE_NAME = 'Inkwell';

/** The configured name, or Inkwell when none (or only spaces) is given. */
export function siteNameOf(configured: string | undefined): string {
  return configured?.trim() || DEFAULT_SITE_NAME;
}
