import { describe, expect, it } from 'vitest';
import { appShell, bootConfig } from './app-shell.ts';
import { ROUTES } from '../src/config/routes.ts';
import { STORAGE_KEYS } from '../src/config/storage-keys.ts';
import { EARLY_GLOBAL } from '../src/config/early-call.ts';

/**
 * The plugin that writes the first paint into index.html (issue 30 item 1): the shell rendered from the app's
 * components and the boot script compiled from src/app/boot/boot.ts (tests/app/boot.test.ts runs the script;
 * e2e/app-shell.spec.ts the built page in Chromium).
 */
const INDEX =
  '<html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head><body><div id="root"><!--app-shell--><!--first-view--><!--cookie-banner--><!--shell-script--></div></body></html>';

async function fill(html: string): Promise<string> {
  const plugin = appShell({ apiUrl: 'https://api.example', timeoutMs: 1234 });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: object) => Promise<string>;
  };
  return hook.handler(html, {});
}

describe('vite-plugins/app-shell.ts', () => {
  it('renders the navbar’s frame and the banner, and puts the boot script first in the head', async () => {
    const html = await fill(INDEX);
    expect(html).toMatch(/<header id="app-shell"[^>]*><nav aria-label="Main"/);
    expect(html).toMatch(/<section id="cookie-shell" aria-label="Cookie consent"/);
    expect(html).toContain('<script>inkwellBoot.fitShell()</script>');
    // Right after <meta charset>, before the stylesheet, which an inline script after it would wait for.
    expect(html.indexOf('<script>var inkwellBoot=')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<script>var inkwellBoot=')).toBeLessThan(
      html.indexOf('<link rel="stylesheet"'),
    );
    // The first view is the server's to write.
    expect(html).toContain('<!--first-view-->');
    expect(html).not.toMatch(/<!--(app-shell|cookie-banner|shell-script)-->/);
  });

  it('renders the first views as templates with a slot for each value', async () => {
    const views = await appShell().firstViews();
    expect(views.search).toContainEqual({ slot: 'query', in: 'text' });
    expect(views.blogWithBanner).toEqual(
      expect.arrayContaining([
        { slot: 'banner', in: 'attribute' },
        { slot: 'title', in: 'attribute' },
        { slot: 'title', in: 'text' },
      ]),
    );
    expect(views.blog).not.toContainEqual({ slot: 'banner', in: 'attribute' });
  });

  it.each(['<!--app-shell-->', '<!--cookie-banner-->', '<!--shell-script-->'])(
    'fails the build when index.html has no %s',
    async (marker) => {
      await expect(fill(INDEX.replace(marker, ''))).rejects.toThrow(
        `app-shell: index.html has no ${marker}`,
      );
    },
  );
});

describe('bootConfig', () => {
  it('gives the boot script the keys and ids the app uses', () => {
    const config = bootConfig(ROUTES, null, { apiUrl: 'https://api.example//', timeoutMs: 1234 });
    expect(config).toMatchObject({
      apiUrl: 'https://api.example',
      timeoutMs: 1234,
      sessionKey: STORAGE_KEYS.user,
      earlyGlobal: EARLY_GLOBAL,
      consentKey: STORAGE_KEYS.cookieConsent,
      choices: ['accepted', 'rejected'],
      shellId: 'app-shell',
      bannerId: 'cookie-shell',
    });
    expect(config.routes.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
  });
});
