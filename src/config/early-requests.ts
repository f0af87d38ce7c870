import type { ENDPOINTS } from './endpoints';
import type { RouteName } from './routes';

/**
 * A page's first call, started by index.html before the app's code has even arrived (docs/decisions/0015).
 *
 * A blog or a profile is named by its address alone, and its route's loader asks for it as the navigation
 * starts (src/app/route-data.ts). On a first visit that is still after the entry has downloaded and run: on
 * a phone, the CORS preflight and the call then cost two more round trips before the page can show anything.
 * So index.html's script, which already matches the address against the route table to preload the route's
 * code (src/app/boot/boot.ts), also sends that call, and the API layer takes its answer in place of the
 * loader's own request (src/api/early.ts): still one call per visit, one read counted.
 *
 * Only for a signed-out visitor (no session in this tab), online: a signed-in reader's call carries a token
 * and its expiry handling, and stays with the app. Each entry must be exactly what the route's loader posts;
 * tests/config/early-requests.test.tsx checks that. Keep this module free of imports other than types: the build loads it.
 */
export interface EarlyRequest {
  /** The REST call, by its name in ENDPOINTS (src/config/endpoints.ts). */
  endpoint: keyof typeof ENDPOINTS;
  /** The one field of the body, set to the route's one parameter. */
  field: string;
}

export const EARLY_REQUESTS: Partial<Record<RouteName, EarlyRequest>> = {
  blog: { endpoint: 'getBlog', field: 'blog_id' },
  profile: { endpoint: 'getProfile', field: 'username' },
};
