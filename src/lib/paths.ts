import { matchRoute } from '@/config/route-match';
import { findRoute, ROUTES, type RouteName, type RoutePattern } from '@/config/routes';

/**
 * Every in-app URL is built here, from the patterns of the route table (src/config/routes.ts), so a route's
 * shape is written in one place only (SPEC §2). The table is import-free data; this is its one reader in lib.
 */

/** ':blog_id' in '/blog/:blog_id', as a union of names: 'blog_id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** Routes with one address per set of params: every route but the catch-all. */
type LinkableRoute = { [N in RouteName]: RoutePattern<N> extends '*' ? never : N }[RouteName];

type ParamsOf<N extends RouteName> = [ParamNames<RoutePattern<N>>] extends [never]
  ? []
  : [params: Record<ParamNames<RoutePattern<N>>, string>];

/**
 * The address of a route of the table, its `:params` filled (encoded) from `params`: the compiler asks for
 * exactly the route's params. `routePath('blog', { blog_id: 'a b' })` → '/blog/a%20b'.
 */
export function routePath<N extends LinkableRoute>(name: N, ...[params]: ParamsOf<N>): string {
  const { path } = findRoute(name);
  if (path.includes('*')) throw new Error(`Route '${name}' (${path}) matches many addresses`);
  const values: Record<string, string> = params ?? {};
  return path.replace(/:(\w+)/g, (_, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`Route '${name}' needs :${param}`);
    return encodeURIComponent(value);
  });
}

/** `withQuery('/verify-email', { email })`; absent values are left out. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).filter(
    (pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '',
  );
  if (!pairs.length) return path;
  const enc = encodeURIComponent;
  return `${path}?${pairs.map(([key, value]) => `${enc(key)}=${enc(value)}`).join('&')}`;
}

export const paths = {
  home: () => routePath('home'),
  signIn: () => routePath('signIn'),
  signUp: () => routePath('signUp'),
  forgotPassword: () => routePath('forgotPassword'),
  verifyEmail: (email?: string) => withQuery(routePath('verifyEmail'), { email }),
  // '.' and '..' alone are dot segments: '/search/.' is read as '/search' (by the browser and the router
  // alike), which no route matches. A trailing space keeps them a segment; searchQueryOf trims it.
  search: (query: string) =>
    routePath('search', { query: query === '.' || query === '..' ? `${query} ` : query }),
  profile: (username: string) => routePath('profile', { id: username }),
  blog: (blogId: string) => routePath('blog', { blog_id: blogId }),
  editor: (blogId?: string) =>
    blogId ? routePath('editBlog', { blog_id: blogId }) : routePath('newBlog'),
  manageBlogs: (tab?: 'draft') => withQuery(routePath('manageBlogs'), { tab }),
  notifications: () => routePath('notifications'),
  editProfile: () => routePath('editProfile'),
  changePassword: () => routePath('changePassword'),
  cookiePolicy: () => routePath('cookiePolicy'),
  notFound: () => routePath('notFound'),
} as const;

/**
 * A return path after sign-in is accepted only when it is a same-site path: one leading slash, no scheme,
 * no protocol-relative `//host` (PITFALLS: Security).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

/**
 * The one parameter of an address's route (a blog's id, a username, a search), or '', read by the one route
 * matcher (src/config/route-match.ts) as the server and the boot script read it: decoded once. React Router
 * decodes a parameter twice, so the profile of 'a%2Fb' asked for 'a/b', another account, and what was
 * typed as 'a%2Fb' in the search box was searched for as 'a/b'.
 */
export function addressParam(pathname: string, route?: RouteName): string {
  const match = matchRoute(ROUTES, pathname);
  return (!route || match?.route.name === route) && match
    ? (Object.values(match.params)[0] ?? '')
    : '';
}

/** The query of a search results address ('' elsewhere), trimmed (paths.search's dot segments). */
export const searchQueryOf = (pathname: string) => addressParam(pathname, 'search').trim();
