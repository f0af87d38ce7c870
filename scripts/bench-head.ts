/**
 * `npm run bench:head` (issue 16): what writing a blog's head adds to a page's answer, with a backend that
 * answers get-blog in 5 ms. The production server runs over real HTTP (server/node.ts's handler on an
 * ephemeral port) with the build's index.html (`dist/`, else DIST_DIR; run `npm run build` first). Three
 * kinds of request, sequential, after a warm-up:
 *   - baseline: a route without a backend call (the site's default head);
 *   - miss: a new blog each time (a backend call of 5 ms, then the head);
 *   - hit: the same blog again (the head from the answer cache).
 * Prints median and 95th percentile and the added latency over the baseline (target: under 20 ms for a
 * miss), and the bytes the head adds. A benchmark, not a test: it reports and exits 0.
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';

const BACKEND_MS = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const distDir = process.env.DIST_DIR ?? 'dist';
const indexPath = join(distDir, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`No ${indexPath}: run npm run build first (or set DIST_DIR).`);
  process.exit(1);
}
const indexHtml = readFileSync(indexPath, 'utf8');

const backend = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const { blog_id } = JSON.parse(body || '{}') as { blog_id?: string };
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          blog: {
            blog_id,
            title: `A benchmark post about ${blog_id}`,
            des: 'A description of realistic length, about as long as the ones writers give their posts here.',
            banner: 'https://uploads.example/banners/a-benchmark-post.png',
            publishedAt: '2026-11-01T09:00:00.000Z',
            author: { personal_info: { fullname: 'Ann Writer', username: 'ann', profile_img: '' } },
          },
        }),
      );
    }, BACKEND_MS);
  });
});

function listen(server: {
  listen: (port: number, cb: () => void) => unknown;
  address: () => unknown;
}) {
  return new Promise<number>((resolve) => {
    server.listen(0, () => resolve((server.address() as { port: number }).port));
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function time(url: string): Promise<{ ms: number; html: string }> {
  const start = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { ms: performance.now() - start, html };
}

async function main() {
  const backendPort = await listen(backend);
  const app = await createApp({ indexHtml, apiUrl: `http://127.0.0.1:${backendPort}` });
  const server = serve({ fetch: app.fetch, port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  for (let i = 0; i < 50; i += 1) {
    await time(`${base}/cookie-policy`);
    await time(`${base}/blog/warm-${i}`);
  }
  const kinds = { baseline: [] as number[], miss: [] as number[], hit: [] as number[] };
  let sample = '';
  // Interleaved, so load on the machine falls on all three alike.
  for (let i = 0; i < RUNS; i += 1) {
    kinds.baseline.push((await time(`${base}/cookie-policy`)).ms);
    const miss = await time(`${base}/blog/post-${i}`);
    kinds.miss.push(miss.ms);
    sample = miss.html;
    kinds.hit.push((await time(`${base}/blog/post-0`)).ms);
  }
  const row = (name: string, values: number[]) => {
    const p50 = percentile(values, 50);
    const p95 = percentile(values, 95);
    const added50 = p50 - percentile(kinds.baseline, 50);
    const added95 = p95 - percentile(kinds.baseline, 95);
    return `| ${name} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${added50.toFixed(2)} | ${added95.toFixed(2)} |`;
  };
  const gz = (text: string) => gzipSync(text).length;
  const lines = [
    `Head latency: ${RUNS} requests each, backend answering get-blog in ${BACKEND_MS} ms, Node ${process.version}`,
    '',
    '| request | p50 ms | p95 ms | added p50 ms | added p95 ms |',
    '| --- | --- | --- | --- | --- |',
    row('baseline (no backend call)', kinds.baseline),
    row('blog, cache miss (get-blog)', kinds.miss),
    row('blog, cache hit', kinds.hit),
    '',
    `index.html: ${indexHtml.length} B (${gz(indexHtml)} B gzip); a blog page with its head: ${sample.length} B (${gz(sample)} B gzip): +${sample.length - indexHtml.length} B (+${gz(sample) - gz(indexHtml)} B gzip)`,
  ];
  console.log(lines.join('\n'));
  const added = percentile(kinds.miss, 50) - percentile(kinds.baseline, 50);
  console.log(
    `\n${added < 20 ? 'Within' : 'OVER'} the target: a cache miss adds ${added.toFixed(1)} ms (target < 20 ms).`,
  );
  server.close();
  backend.close();
}

void main();
