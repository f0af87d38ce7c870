import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { blogQuery, profileQuery } from '@/lib/entity-queries';
import { sessionStore, viewerId } from '@/lib/session';
import { addressParam } from '@/lib/paths';
import type { RouteName } from '../config/routes';

/**
 * What a route's page shows first and can be asked for from its address alone: its route's loader starts
 * that request as the navigation starts, in parallel with the screen's code (src/app/router.tsx), instead of
 * once the code has arrived, run and rendered (Lighthouse, a blog on a phone: the banner about 0.35 s
 * sooner). The loader never waits: the navigation goes on at once and the page shows the answer when it
 * comes, with its own loading state until then. Keyed by the route's one parameter.
 */
const ROUTE_DATA: Partial<Record<RouteName, (param: string, client: QueryClient) => void>> = {
  blog: (blogId, client) => void client.prefetchQuery(blogQuery(blogId)),
  profile: (username, client) =>
    void client.prefetchQuery(profileQuery(username, viewerId(sessionStore.get()))),
};

/** The one parameter of a route's address (`:blog_id`, `:id`), or '' (decoded once: paths.ts). */
const paramOf = (url: string | URL) => addressParam(new URL(url).pathname);

/**
 * A route's `loader` and `shouldRevalidate`, when it has data to start. The loader runs again only when the
 * route's parameter changes (another blog) or the route is entered anew (each visit is a new read), not when
 * only the query string or the hash does (a profile's tab, a blog's anchor).
 */
export function routeData(name: RouteName, client: QueryClient | undefined) {
  const start = ROUTE_DATA[name];
  if (!start || !client) return {};
  return {
    loader: ({ request }: LoaderFunctionArgs) => {
      const param = paramOf(request.url);
      // Offline, nothing is asked: the page's own query asks once it can show (its code may not even be
      // here yet, src/app/lazy-route.tsx), instead of finding a failure the loader left behind.
      if (param && navigator.onLine) start(param, client);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
      paramOf(currentUrl) !== paramOf(nextUrl),
  };
}
