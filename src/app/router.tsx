import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type Guard, type RouteEntry, type RouteName } from '../config/routes';
import { RootShell } from './layouts/root-shell';
import { MainLayout } from './layouts/main-layout';
import { RouteGuard } from './route-guard';
import { RouteError } from './route-error';
import { PageFallback } from './page-fallback';
import { lazyRoute } from './lazy-route';
import { routeData } from './route-data';
import { keyHistoryEntry } from './history-entry-key';

interface ScreenModule {
  Component: React.ComponentType;
}

// Every screen is its own chunk (ARCHITECTURE: every route lazy).
const screens = import.meta.glob<ScreenModule>('./routes/*.tsx');

function lazyScreen(entry: RouteEntry): RouteObject['lazy'] {
  const load = screens[`./routes/${entry.screen}.tsx`];
  if (!load)
    throw new Error(
      `No screen module src/app/routes/${entry.screen}.tsx for route '${entry.name}'`,
    );
  // A failed download (offline) is retried on the next visit, not kept until a reload (lazy-route.tsx).
  return lazyRoute(async () => (await load()).Component, entry.layout === 'editor');
}

/** Wraps routes that share a guard in one pathless layout route. */
function guarded(
  entries: readonly RouteEntry[],
  toRoute: (entry: RouteEntry) => RouteObject,
): RouteObject[] {
  const groups = new Map<Guard | undefined, RouteEntry[]>();
  for (const entry of entries) groups.set(entry.guard, [...(groups.get(entry.guard) ?? []), entry]);
  return [...groups].map(([guard, group]) =>
    guard
      ? { element: <RouteGuard guard={guard} />, children: group.map(toRoute) }
      : { children: group.map(toRoute) },
  );
}

/** The dashboard branch already requires a session; only stricter guards (admin) remain per route. */
function withoutAuthGuard(entry: RouteEntry): RouteEntry {
  return entry.guard === 'auth' ? { ...entry, guard: undefined } : entry;
}

/**
 * The route tree. With the app's query client, a route whose page's first data its address names starts
 * that request as the navigation starts (src/app/route-data.ts).
 */
export function buildRoutes(client?: QueryClient): RouteObject[] {
  const toRoute = (entry: RouteEntry): RouteObject => ({
    path: entry.path,
    lazy: lazyScreen(entry),
    ...routeData(entry.name as RouteName, client),
  });
  const inLayout = (layout: RouteEntry['layout']) => ROUTES.filter((r) => r.layout === layout);
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageFallback />,
      children: [
        {
          element: <MainLayout />,
          errorElement: <RouteError />,
          children: [
            ...guarded(inLayout('main'), toRoute),
            {
              // SPEC §2: dashboard and settings go to /signin without a token, before the sidebar shows.
              element: <RouteGuard guard="auth" />,
              children: [
                {
                  // The sidebar is nested in the main layout and loads with its screens: a chunk of its own,
                  // which the route table names (LAYOUT_CHUNKS) for the preload table and the budgets.
                  lazy: lazyRoute(
                    async () => (await import('./layouts/dashboard-layout')).DashboardLayout,
                  ),
                  children: guarded(inLayout('dashboard').map(withoutAuthGuard), toRoute),
                },
              ],
            },
          ],
        },
        // SPEC §2: the editor lives outside the main layout.
        ...guarded(inLayout('editor'), toRoute),
      ],
    },
  ];
}

export function createAppRouter(client: QueryClient) {
  // Issue 29 item 12: an entry loaded by its address gets a key of its own before the router reads it, so
  // it never takes the saved scroll position of another page loaded by address in this tab.
  keyHistoryEntry();
  return createBrowserRouter(buildRoutes(client));
}
