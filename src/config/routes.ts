/**
 * The route tree of SPEC §2 as plain data, and the only place where a route's path, screen module, guard and
 * layout are written. Everything else derives from it: the router (src/app/router.tsx), the path builders
 * (src/lib/paths.ts), index.html's boot script (src/app/boot/boot.ts, its rows from vite-plugins/route-preload.ts), the server (server/routes.ts; all three match addresses with src/config/route-match.ts) and the harnesses that must
 * cover every route (bundle budgets, request counts, accessibility, hostile content), so a screen added here
 * is linked, preloaded, measured and checked without anyone remembering to add it.
 * Keep this module free of imports: vite.config.ts and the build plugins load it outside the app.
 */

export type LayoutName = 'main' | 'dashboard' | 'editor';
/**
 * 'auth': signed-in users only; 'writer': those who may write (src/lib/roles.ts: admins, or every signed-in user
 * where the deployment says so; others to /404); 'guest': signed-in users go to /.
 */
export type Guard = 'auth' | 'writer' | 'guest';

export interface RouteEntry {
  /** Unique; names the route's path builder (`routePath('blog', …)` in src/lib/paths.ts). */
  name: string;
  /** The screen module, src/app/routes/<screen>.tsx: one chunk, which several routes may share. */
  screen: string;
  /** React Router's pattern: `:param` segments, `*` for any other address. */
  path: string;
  layout: LayoutName;
  guard?: Guard;
  /** Which harnesses count it as a main reading route (performance budgets of issues 5 and 13). */
  reading?: boolean;
}

const TABLE = [
  { name: 'home', screen: 'home', path: '/', layout: 'main', reading: true },
  { name: 'signIn', screen: 'auth', path: '/signin', layout: 'main', guard: 'guest' },
  { name: 'signUp', screen: 'auth', path: '/signup', layout: 'main', guard: 'guest' },
  {
    name: 'forgotPassword',
    screen: 'forgot-password',
    path: '/forgot-password',
    layout: 'main',
    guard: 'guest',
  },
  { name: 'verifyEmail', screen: 'verify-email', path: '/verify-email', layout: 'main' },
  { name: 'search', screen: 'search', path: '/search/:query', layout: 'main', reading: true },
  { name: 'profile', screen: 'profile', path: '/user/:id', layout: 'main', reading: true },
  { name: 'blog', screen: 'blog', path: '/blog/:blog_id', layout: 'main', reading: true },
  { name: 'cookiePolicy', screen: 'cookie-policy', path: '/cookie-policy', layout: 'main' },
  { name: 'newBlog', screen: 'editor', path: '/editor', layout: 'editor', guard: 'writer' },
  {
    name: 'editBlog',
    screen: 'editor',
    path: '/editor/:blog_id',
    layout: 'editor',
    guard: 'writer',
  },
  {
    name: 'manageBlogs',
    screen: 'manage-blogs',
    path: '/dashboard/blogs',
    layout: 'dashboard',
    guard: 'writer',
  },
  {
    name: 'notifications',
    screen: 'notifications',
    path: '/dashboard/notifications',
    layout: 'dashboard',
    guard: 'auth',
  },
  {
    name: 'editProfile',
    screen: 'edit-profile',
    path: '/settings/edit-profile',
    layout: 'dashboard',
    guard: 'auth',
  },
  {
    name: 'changePassword',
    screen: 'change-password',
    path: '/settings/change-password',
    layout: 'dashboard',
    guard: 'auth',
  },
  { name: 'notFound', screen: 'not-found', path: '/404', layout: 'main' },
  { name: 'anyOther', screen: 'not-found', path: '*', layout: 'main' },
] as const satisfies readonly RouteEntry[];

export const ROUTES: readonly RouteEntry[] = TABLE;

export type RouteName = (typeof TABLE)[number]['name'];
/** The pattern of one route, as a literal type: `RoutePattern<'blog'>` is '/blog/:blog_id'. */
export type RoutePattern<N extends RouteName> = Extract<
  (typeof TABLE)[number],
  { name: N }
>['path'];

/**
 * Layouts that are a chunk of their own (src/app/layouts/<module>.tsx), downloaded with the first screen
 * that needs them; the other layouts are in the entry chunk. The router imports this module lazily.
 */
export const LAYOUT_CHUNKS: Partial<Record<LayoutName, string>> = {
  dashboard: 'dashboard-layout',
};

export function findRoute(name: RouteName): RouteEntry {
  const entry = ROUTES.find((route) => route.name === name);
  if (!entry) throw new Error(`No route named '${name}' in src/config/routes.ts`);
  return entry;
}

/**
 * The modules, as paths from the project root, whose chunks a first visit to the route downloads beyond the
 * entry: its layout's (if that is a chunk of its own), then its screen's. The preload table and the bundle
 * budgets read them; vite-plugins/route-preload.ts fails the build when one of them has no chunk.
 */
export function routeModules(entry: RouteEntry): string[] {
  const layout = LAYOUT_CHUNKS[entry.layout];
  return [
    ...(layout ? [`src/app/layouts/${layout}.tsx`] : []),
    `src/app/routes/${entry.screen}.tsx`,
  ];
}
