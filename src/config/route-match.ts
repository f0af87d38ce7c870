/**
 * The one route matcher (issue 30 item 1): which route of the table (src/config/routes.ts) an address is, and
 * its parameters. The production server (server/routes.ts), index.html's boot script (src/app/boot/boot.ts,
 * compiled into the page by the build) and the app's own reading of addresses (the navbar's search box) all
 * call it; React Router matches the same patterns from the same table, and tests/config/route-match.test.ts
 * checks on random addresses that the two agree.
 *
 * It follows React Router's rules for the patterns the table uses (static segments, `:param` segments, `*`
 * last): static segments match without regard to case, trailing slashes are allowed, a parameter is one
 * non-empty segment, decoded (a malformed escape is kept as it was written, as the router keeps it).
 * Import-free: the server, the build and the boot script load it.
 */

/** A route as the matcher needs it: its pattern (a row of the table, or anything that carries one). */
export interface MatchableRoute {
  path: string;
}

export interface RouteMatch<Route extends MatchableRoute> {
  route: Route;
  /** The `:param` values by name, decoded. */
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The params of `pathname` under `pattern`, or null when the address is not this route. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const want = pattern.split('/');
  const have = pathname.split('/');
  // Trailing slashes are the same address ('/blog/x/' is '/blog/x'); the root is '/' either way.
  while (have.length > 2 && have[have.length - 1] === '') have.pop();
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    const value = have[i] as string;
    if (part.charAt(0) === ':') {
      if (value === '') return null;
      params[part.slice(1)] = decodeSegment(value);
    } else if (decodeSegment(part).toLowerCase() !== decodeSegment(value).toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The first route of `routes` (the table's order) that `pathname` is, or null. */
export function matchRoute<Route extends MatchableRoute>(
  routes: readonly Route[],
  pathname: string,
): RouteMatch<Route> | null {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
