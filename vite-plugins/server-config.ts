import type { Plugin, Rolldown } from 'vite';
import { ROUTES } from '../src/config/routes.ts';
import { bootRoutes, type OutputChunkLike } from './route-preload.ts';
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info.ts';
import { siteNameOf } from '../src/config/site.ts';
import type { FirstViewTemplates } from '../src/config/first-view.ts';

/**
 * Leaves the production server (server/node.ts) a note of what the build was made with (src/config/build-info.ts):
 * the API URL it calls by default, the site name its titles use, the first views' templates, rendered from the
 * app's components (vite-plugins/app-shell.ts), and each route's files to preload (the boot script's rows).
 */
export function serverConfig(
  env: { VITE_API_URL?: string; VITE_SITE_NAME?: string },
  firstViews: () => Promise<FirstViewTemplates>,
): Plugin {
  let base = '/';
  return {
    name: 'inkwell:server-config',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk & OutputChunkLike => item.type === 'chunk',
      );
      const info: BuildInfo = {
        apiUrl: env.VITE_API_URL?.trim() ?? '',
        siteName: siteNameOf(env.VITE_SITE_NAME),
        firstViews: await firstViews(),
        preloads: bootRoutes(ROUTES, chunks, base).map(({ path, files }) => ({ path, files })),
      };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
