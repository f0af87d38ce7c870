/**
 * The route tree of SPEC §2 as plain data. The router is built from it, and so are the harnesses that must
 * cover every route (bundle budgets, request counts, accessibility, hostile content), so a screen added here
 * is measured and checked without anyone remembering to add it. Keep this module free of imports.
 */

export type LayoutName = 'main' | 'dashboard' | 'editor';
/** 'auth': signed-in users only; 'admin': admins only (others to /404); 'guest': signed-in users go to /. */
export type Guard = 'auth' | 'admin' | 'guest';

export interface RouteEntry {
  /** A stable name; also the file name of the screen module in src/app/routes/. */
  id: string;
  path: string;
  layout: LayoutName;
  guard?: Guard;
  /** Which harnesses count it as a main reading route (performance budgets of issue 5). */
  reading?: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', layout: 'main', reading: true },
  { id: 'auth', path: '/signin', layout: 'main', guard: 'guest' },
  { id: 'auth', path: '/signup', layout: 'main', guard: 'guest' },
  { id: 'forgot-password', path: '/forgot-password', layout: 'main', guard: 'guest' },
  { id: 'verify-email', path: '/verify-email', layout: 'main' },
  { id: 'search', path: '/search/:query', layout: 'main', reading: true },
  { id: 'profile', path: '/user/:id', layout: 'main', reading: true },
  { id: 'blog', path: '/blog/:blog_id', layout: 'main', reading: true },
  { id: 'cookie-policy', path: '/cookie-policy', layout: 'main' },
  { id: 'editor', path: '/editor', layout: 'editor', guard: 'admin' },
  { id: 'editor', path: '/editor/:blog_id', layout: 'editor', guard: 'admin' },
  { id: 'manage-blogs', path: '/dashboard/blogs', layout: 'dashboard', guard: 'admin' },
  { id: 'notifications', path: '/dashboard/notifications', layout: 'dashboard', guard: 'auth' },
  { id: 'edit-profile', path: '/settings/edit-profile', layout: 'dashboard', guard: 'auth' },
  { id: 'change-password', path: '/settings/change-password', layout: 'dashboard', guard: 'auth' },
  { id: 'not-found', path: '/404', layout: 'main' },
  { id: 'not-found', path: '*', layout: 'main' },
];
