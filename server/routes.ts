import { findRoute, ROUTES, type RouteName } from '../src/config/routes';
import { matchRoute } from '../src/config/route-match';

/**
 * The routes whose head or first view the server writes, read from the route table (src/config/routes.ts, the one
 * place paths are written) with the one route matcher (src/config/route-match.ts) that index.html's boot script
 * and the app use too. '/blog/:blog_id' gives a matcher for '/blog/abc' and a builder of '/blog/abc'.
 */
export interface ServerRoute {
  /** The route's one parameter, decoded, when `pathname` is this route; null otherwise. */
  match(pathname: string): string | null;
  /** The route's address for a parameter (encoded as the client's src/lib/paths.ts does). */
  build(param: string): string;
}

function serverRoute(name: RouteName): ServerRoute {
  const { path } = findRoute(name);
  const params = path.match(/:\w+/g) ?? [];
  if (params.length !== 1) throw new Error(`Route '${name}' (${path}) must have one parameter`);
  const [before, after] = path.split(/:\w+/) as [string, string];
  return {
    match(pathname) {
      // The whole table, in its order: an address is this route only if no route before it claims it.
      const found = matchRoute(ROUTES, pathname);
      return found?.route.name === name ? (Object.values(found.params)[0] ?? null) : null;
    },
    build: (param) => `${before}${encodeURIComponent(param)}${after}`,
  };
}

export const blogRoute = serverRoute('blog');
export const profileRoute = serverRoute('profile');
export const searchRoute = serverRoute('search');
export const homePath = findRoute('home').path;

/** An address no route but the not-found page's names (or '/404' itself): served with status 404. */
export function notFoundPage(pathname: string): boolean {
  return matchRoute(ROUTES, pathname)?.route.screen === 'not-found';
}
