import type { Plugin } from 'vite';
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info.ts';
import { siteNameOf } from '../src/config/site.ts';
import type { FirstViewTemplates } from '../src/config/first-view.ts';

/**
 * Leaves the production server (server/node.ts) a note of what the build was made with (src/config/build-info.ts):
 * the API URL it calls by default, the site name its titles use, and the first views' templates, rendered from the
 * app's components (vite-plugins/app-shell.ts).
 */
export function serverConfig(
  env: { VITE_API_URL?: string; VITE_SITE_NAME?: string },
  firstViews: () => Promise<FirstViewTemplates>,
): Plugin {
  return {
    name: 'inkwell:server-config',
    apply: 'build',
    async generateBundle() {
      const info: BuildInfo = {
        apiUrl: env.VITE_API_URL?.trim() ?? '',
        siteName: siteNameOf(env.VITE_SITE_NAME),
        firstViews: await firstViews(),
      };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
