import type { Plugin } from 'vite';
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info.ts';
import { siteNameOf } from '../src/config/site.ts';

/**
 * Leaves the production server (server/node.ts) a note of what the build was made with (src/config/build-info.ts):
 * the API URL it calls by default and the site name its titles use.
 */
export function serverConfig(env: { VITE_API_URL?: string; VITE_SITE_NAME?: string }): Plugin {
  const info: BuildInfo = {
    apiUrl: env.VITE_API_URL?.trim() ?? '',
    siteName: siteNameOf(env.VITE_SITE_NAME),
  };
  return {
    name: 'inkwell:server-config',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
