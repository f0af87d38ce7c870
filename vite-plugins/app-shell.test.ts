import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_GLOBAL } from '../src/config/early-call.ts';
import { appShell, bareRoutePatterns, cookieBannerHtml, shellScript } from './app-shell.ts';
import { COOKIE_NOTICE } from '../src/config/cookie-notice.ts';
import { findRoute } from '../src/config/routes.ts';

/** index.html's #root as the build writes it: the navbar's frame, the banner, then the script, run at `path`. */
function loadShell(path: string, firstView = '') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><header id="app-shell"></header>${firstView}${cookieBannerHtml()}</div>`;
  // The browser runs the inline script as the parser reaches it; here, the same text.
  new Function(shellScript())();
  return {
    header: () => document.getElementById('app-shell'),
    banner: () => document.getElementById('cookie-shell'),
    firstView: () => document.getElementById('first-view'),
  };
}

describe("index.html's app shell: the cookie banner before the code (vite-plugins/app-shell.ts)", () => {
  beforeEach(() => localStorage.clear());

  it("writes SPEC §2's banner: its words, the policy link from the route table, two choices", () => {
    const shell = loadShell('/');
    const banner = shell.banner();
    expect(banner?.getAttribute('aria-label')).toBe(COOKIE_NOTICE.label);
    expect(banner?.textContent).toBe(
      'This website uses cookies to provide a better user experience. Find out moreAcceptReject',
    );
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe(findRoute('cookiePolicy').path);
    expect([...(banner?.querySelectorAll('button') ?? [])].map((b) => b.type)).toEqual([
      'button',
      'button',
    ]);
  });

  it.each([
    ['Accept', 'accepted'],
    ['Reject', 'rejected'],
  ])('%s stores %s under the key React reads, and the banner goes', (label, stored) => {
    const shell = loadShell('/blog/a');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === label);
    button?.click();
    expect(localStorage.getItem('cookie-consent')).toBe(stored);
    expect(shell.banner()).toBeNull();
    expect(shell.header()).not.toBeNull();
  });

  it('a click beside the buttons chooses nothing', () => {
    const shell = loadShell('/');
    shell.banner()?.querySelector('p')?.click();
    expect(localStorage.getItem('cookie-consent')).toBeNull();
    expect(shell.banner()).not.toBeNull();
  });

  it.each(['accepted', 'rejected'])('is not shown once the choice is %s', (choice) => {
    localStorage.setItem('cookie-consent', choice);
    const shell = loadShell('/');
    expect(shell.banner()).toBeNull();
    expect(shell.header()).not.toBeNull();
  });

  it('is shown again for a value that is not a choice', () => {
    localStorage.setItem('cookie-consent', 'maybe');
    expect(loadShell('/').banner()).not.toBeNull();
  });

  it("removes the whole shell on the editor's routes (its layout has no navbar and no banner)", () => {
    expect(bareRoutePatterns()).toEqual(['^/editor/?$', '^/editor/([^/]+)/?$']);
    for (const path of ['/editor', '/editor/', '/editor/abc']) {
      const shell = loadShell(path);
      expect(shell.header(), path).toBeNull();
      expect(shell.banner(), path).toBeNull();
    }
    // A reading route that merely starts with the word keeps both.
    const shell = loadShell('/editorial');
    expect(shell.header()).not.toBeNull();
    expect(shell.banner()).not.toBeNull();
  });

  describe('a first view the server wrote (server/first-view.ts)', () => {
    const blogView = '<main id="first-view"><h1>A blog</h1></main>';
    afterEach(() => {
      window[EARLY_GLOBAL] = undefined;
    });

    it('stays when index.html sent the early call', () => {
      window[EARLY_GLOBAL] = { key: '/get-blog {"blog_id":"a"}', answer: Promise.resolve(null) };
      expect(loadShell('/blog/a', blogView).firstView()).not.toBeNull();
    });

    // Issue 24 item 1: removed here, it had been painted by the parser already and blinked out; the app's
    // first commit now waits for the route's own call instead (src/app/first-commit.ts).
    it('stays when it did not (a signed-in reader: the app asks, and draws it in its first commit)', () => {
      const shell = loadShell('/blog/a', blogView);
      expect(shell.firstView()).not.toBeNull();
      expect(shell.header()).not.toBeNull();
    });

    it('that needs no data (a search’s heading) stays', () => {
      const view = '<main id="first-view"><h1>Search results for “a”</h1></main>';
      expect(loadShell('/search/a', view).firstView()).not.toBeNull();
    });
  });

  describe('the plugin', () => {
    const INDEX =
      '<div id="root"><header id="app-shell"><span><!--site-name--></span></header><!--first-view--><!--cookie-banner--><!--shell-script--></div>';
    const fill = (html: string, siteName?: string) => {
      const hook = appShell(siteName).transformIndexHtml as (html: string) => string;
      return hook(html);
    };

    it('writes the site name (escaped, Inkwell when unset), the banner and the script; leaves the first view to the server', () => {
      const html = fill(INDEX, ' Ink & <Quill> ');
      expect(html).toContain('<span>Ink &#38; &#60;Quill&#62;</span>');
      expect(fill(INDEX, '  ')).toContain('<span>Inkwell</span>');
      expect(html).toContain(cookieBannerHtml());
      expect(html).toContain(`<script>${shellScript()}</script>`);
      expect(html).toContain('<!--first-view-->');
      expect(html).not.toMatch(/<!--(site-name|cookie-banner|shell-script)-->/);
    });

    it.each(['<!--site-name-->', '<!--cookie-banner-->', '<!--shell-script-->'])(
      'fails the build when index.html has no %s',
      (marker) => {
        expect(() => fill(INDEX.replace(marker, ''))).toThrow(
          `app-shell: index.html has no ${marker}`,
        );
      },
    );
  });
});
