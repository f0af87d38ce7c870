import { findRoute } from '../src/config/routes';

/**
 * The routes whose head or first view the server writes, read from the route table (src/config/routes.ts, the one
 * place paths are written; it is import-free, so Node loads it as is). '/blog/:blog_id' becomes a matcher for
 * '/blog/abc' and a builder of '/blog/abc'.
 */
export interface ServerRoute {
  /** The route's one parameter, decoded, when `pathname` is this route; null otherwise. */
  match(pathname: string): string | null;
  /** The route's address for a parameter (encoded as the client's src/lib/paths.ts does). */
  build(param: string): string;
}

function serverRoute(name: 'blog' | 'profile' | 'search'): ServerRoute {
  const { path } = findRoute(name);
  const params = path.match(/:\w+/g) ?? [];
  if (params.length !== 1) throw new Error(`Route '${name}' (${path}) must have one parameter`);
  const [before, after] = path.split(/:\w+/) as [string, string];
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${quote(before)}([^/]+)${quote(after)}/?$`);
  return {
    match(pathname) {
      const raw = pattern.exec(pathname)?.[1];
      if (raw === undefined) return null;
      try {
        return decodeURIComponent(raw);
      } catch {
        return null;
      }
    },
    build: (param) => `${before}${encodeURIComponent(param)}${after}`,
  };
}

export const blogRoute = serverRoute('blog');
export const profileRoute = serverRoute('profile');
export const searchRoute = serverRoute('search');
export const homePath = findRoute('home').path;
