/**
 * A blog or profile page whose backend read fails, is too slow, or answers garbage is served with the site's
 * own head (title, description, preview tags), not the bare index.html: a link pasted into a chat then has a
 * preview, and the tab a title (server/app.ts pageFor; the production server audit, decision 0062).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../../server/app';
import { createBackend } from '../../server/backend';

/** The project's own template: what the build turns into dist/index.html (it adds no <title>). */
const INDEX = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const meta = (doc: Document, key: string) =>
  doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
  null;

/** A backend client over a fetch we control: nothing crosses the network. */
async function appWith(fetchImpl: typeof fetch) {
  const backend = createBackend({
    apiUrl: 'https://api.example',
    fetch: fetchImpl,
    timeoutMs: 50,
    backgroundTimeoutMs: 200,
  });
  return createApp({ indexHtml: INDEX, backend, publicUrl: 'https://blog.example' });
}

const BACKENDS: [string, typeof fetch][] = [
  ['down', () => Promise.reject(new TypeError('fetch failed'))],
  ['slow (never answers within the wait)', () => new Promise<Response>(() => undefined)],
  [
    'answering an HTML error page with 200',
    () =>
      Promise.resolve(
        new Response('<html><body>Bad gateway</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
  ],
];

describe('a blog or profile page whose backend read did not give a head', () => {
  for (const [name, fetchImpl] of BACKENDS) {
    it(`still carries the site's title and preview tags when the backend is ${name}`, async () => {
      const app = await appWith(fetchImpl);
      // Preconditions: the template has no <title> of its own; any other address gets the site's defaults.
      expect(parse(INDEX).title).toBe('');
      const other = parse(await (await app.request('https://blog.example/any/deep/path')).text());
      expect(other.title).toBe('Inkwell Blog');
      for (const path of [
        '/blog/the-case-for-boring-technology-in-2026-yc8c',
        '/user/amelia_hart',
      ]) {
        const response = await app.request(`https://blog.example${path}`);
        expect(response.status, path).toBe(200);
        const doc = parse(await response.text());
        // The page is still served (the app loads)…
        expect(doc.getElementById('root'), path).not.toBeNull();
        // …but a tab and a link preview should at least name the site.
        expect(doc.title, `${path}: <title>`).toBe('Inkwell Blog');
        expect(meta(doc, 'og:site_name'), `${path}: og:site_name`).toBe('Inkwell');
        expect(meta(doc, 'description'), `${path}: description`).toMatch(/^Inkwell: /);
      }
    });
  }
});
