import { ROUTES, type RouteEntry } from '../src/config/routes';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users';

/**
 * Every route of the router's own table with a concrete URL from the seed and the account that may see it,
 * so the harnesses cover screens added later without anyone remembering to add them.
 */
export interface RouteSample {
  route: RouteEntry;
  url: string;
  /** Who visits: a visitor, or the demo account the route's guard needs. */
  as: 'visitor' | 'reader' | 'admin';
}

const PARAMS: Record<string, string> = {
  ':query': 'travel',
  ':id': DEMO_ACCOUNTS.admin.username,
  ':blog_id': SEED_BLOG_IDS.newest,
};

export function sampleUrl(route: RouteEntry): string {
  // Routes are told apart by name: the table is the one place their paths are written.
  if (route.name === 'anyOther') return '/no/such/page';
  if (route.name === 'verifyEmail') return `${route.path}?email=${DEMO_ACCOUNTS.pending.email}`;
  // The admin's own draft: the editor opens blogs of their author only.
  if (route.name === 'editBlog') return route.path.replace(':blog_id', SEED_BLOG_IDS.adminDraft);
  return route.path.replace(/:[a-z_]+/g, (param) => PARAMS[param] ?? param);
}

export function routeSamples(): RouteSample[] {
  const seen = new Set<string>();
  return ROUTES.filter((route) => !seen.has(route.path) && seen.add(route.path)).map((route) => ({
    route,
    url: sampleUrl(route),
    as: route.guard === 'writer' ? 'admin' : route.guard === 'auth' ? 'reader' : 'visitor',
  }));
}
