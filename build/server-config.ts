import type { Plugin } from 'vite';

/**
 * Leaves the production server (server/node.ts) a note of what the build was made with: the API URL it
 * calls by default and the site name its titles use, so `npm start` needs no configuration repeated. The
 * server does not serve this file. Both values are public anyway (they are in the bundle).
 */
export const BUILD_INFO_FILE = 'inkwell-build.json';

export interface BuildInfo {
  apiUrl: string;
  siteName: string;
}

export function serverConfig(env: { VITE_API_URL?: string; VITE_SITE_NAME?: string }): Plugin {
  const info: BuildInfo = {
    apiUrl: env.VITE_API_URL?.trim() ?? '',
    siteName: env.VITE_SITE_NAME?.trim() || 'Inkwell',
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
