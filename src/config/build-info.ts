/**
 * The note a build leaves the production server (vite-plugins/server-config.ts writes it, server/node.ts and
 * server/worker.ts read it): what the build was made with, so `npm start` needs no configuration repeated.
 * Never served as a file. Both values are public anyway (they are in the bundle).
 */
export const BUILD_INFO_FILE = 'inkwell-build.json';

export interface BuildInfo {
  apiUrl: string;
  siteName: string;
}
