/**
 * `npm run build:e2e`: the production build the end-to-end suite serves (E2E_OUT_DIR, default dist/), for
 * the mock on MOCK_PORT, with the module map the bundle benchmark reads (scripts/bundle-build.ts). `npm test`
 * runs it once; then `BENCH_DIST=dist npm run bench:bundle` measures it and `E2E_PREBUILT=1 playwright test`
 * serves it without building again (decision 0021). Typechecking is its own step of npm test.
 */
import { buildBundle } from '../scripts/bundle-build';
import { e2eBuildEnv, MOCK_URL, OUT_DIR } from './build-env';

const started = Date.now();
const target = await buildBundle(OUT_DIR, e2eBuildEnv());
console.log(
  `Built ${target} for the mock at ${MOCK_URL} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
