/**
 * An address no route names, a blog the backend says does not exist, and an unknown user answer 404, with the
 * app still served (it draws its not-found page): search engines drop them instead of keeping them as live
 * pages. A failed or slow read still answers 200 (server/app.ts pageFor, server/backend.ts MISSING; the
 * production server audit, decision 0062).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../../server/app';
import { createBackend } from '../../server/backend';

const INDEX = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');

/** A backend whose get-blog answers 404 'Blog not found' (SPEC's server) and get-profile 200 null (family). */
const notFoundFetch: typeof fetch = (input) => {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  return Promise.resolve(
    path === '/get-blog'
      ? new Response(JSON.stringify({ error: 'Blog not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
};

async function app() {
  const backend = createBackend({ apiUrl: 'https://api.example', fetch: notFoundFetch });
  return createApp({ indexHtml: INDEX, backend, publicUrl: 'https://blog.example' });
}

describe('an address that is no page answers 404, with the app still served', () => {
  for (const path of ['/no/such/page', '/blog/a-post-its-author-deleted-x1', '/user/nobody_here']) {
    it(path, async () => {
      const response = await (await app()).request(`https://blog.example${path}`);
      const html = await response.text();
      // The app still loads and draws its own 'not found' screen…
      expect(html).toContain('<div id="root">');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // …but crawlers must be told the page is not there.
      expect(response.status).toBe(404);
    });
  }
});
