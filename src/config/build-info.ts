import type { FirstViewTemplates } from './first-view';
import type { RoutePreload } from './boot-config';

/**
 * The note a build leaves the production server (vite-plugins/server-config.ts writes it, server/node.ts and
 * server/worker.ts read it): what the build was made with, so `npm start` needs no configuration repeated.
 * Never served as a file. Its values are public anyway (they are in the bundle).
 */
export const BUILD_INFO_FILE = 'inkwell-build.json';

export interface BuildInfo {
  apiUrl: string;
  siteName: string;
  /** What the server writes into a blog's or a search's page before the code arrives (server/first-view.ts). */
  firstViews?: FirstViewTemplates;
  /** Each route's files, in the route table's order, for the server to preload from the page's head. */
  preloads?: RoutePreload[];
}
