import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { matchRoute } from '@/config/route-match';
import { buildRoutes } from '@/app/router';

/**
 * Issue 30 item 1: the server, index.html's boot script and the app read addresses with one matcher
 * (src/config/route-match.ts). React Router matches its own route objects, built from the same table: here the
 * two must name the same route and the same parameters for any address, on the app's real route tree.
 */

/** The leaf route a match ends on, by its path: the table's entry of that path. */
function routerMatch(pathname: string) {
  const matches = matchRoutes(buildRoutes(), pathname) ?? [];
  const leaf = matches[matches.length - 1];
  if (!leaf) return null;
  const path = (leaf.route as RouteObject).path;
  const entry = ROUTES.find((route) => route.path === path);
  // The catch-all's rest, which React Router names '*', is no parameter of the table's.
  const params = Object.fromEntries(Object.entries(leaf.params).filter(([name]) => name !== '*'));
  return entry ? { name: entry.name, params } : null;
}

function ours(pathname: string) {
  const match = matchRoute(ROUTES, pathname);
  return match && { name: match.route.name, params: match.params };
}

const SEGMENTS = [
  ...new Set(ROUTES.flatMap((route) => route.path.split('/')).filter((s) => s && !s.includes(':'))),
];

/** Addresses near the table's: its static segments in any case, ids with escapes, extra and trailing slashes. */
const segment = fc.oneof(
  fc.constantFrom(...SEGMENTS),
  fc.constantFrom(...SEGMENTS).map((s) => s.toUpperCase()),
  fc.constantFrom('a-b', 'x y', '%20', '%E2%80%9C', '%zz', 'héllo', '.', '..', 'a%2Fb', '123', ''),
  fc.stringMatching(/^[A-Za-z0-9_~%-]{1,6}$/),
);
const address = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 4 }), fc.constantFrom('', '/', '//'))
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`.replace(/^\/\/+/, '/'));

describe('the one route matcher (src/config/route-match.ts) and React Router', () => {
  // React Router warns of every malformed escape it keeps as written.
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it('name the route of each route path, filled in', () => {
    for (const route of ROUTES.filter((r) => r.path !== '*')) {
      const pathname = route.path.replace(/:\w+/g, 'some-id');
      expect(matchRoute(ROUTES, pathname)?.route.name, pathname).toBe(route.name);
      expect(ours(pathname)).toEqual(routerMatch(pathname));
    }
  });

  it('agree on any address (seeded: the seed is printed on failure)', () => {
    const seed = Number(process.env.FC_SEED ?? 20261127);
    fc.assert(
      fc.property(address, (pathname) => {
        expect(ours(pathname), pathname).toEqual(routerMatch(pathname));
      }),
      { seed, numRuns: 2000 },
    );
  });
});
