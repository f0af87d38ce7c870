import { EARLY_GLOBAL, earlyKey } from '@/config/early-call';
import { ENDPOINTS } from '@/config/endpoints';
import { EARLY_REQUESTS } from '@/config/early-requests';
import { COOKIE_CHOICES, COOKIE_NOTICE } from '@/config/cookie-notice';
import { COOKIE_SHELL_ID, SHELL_ID } from '@/config/first-view';
import { findRoute, ROUTES, routeModules, type RouteName } from '@/config/routes';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { start, fitShell, type BootConfig } from '@/app/boot/boot';
import { renderShell } from '@/app/boot/first-paint';
import { routePreloadLinks } from '../../server/head';

/**
 * Issue 30 item 1: index.html's boot script (src/app/boot/boot.ts, compiled into the page by the build) in a
 * page as the build writes it: the shell rendered from the app's components (src/app/boot/first-paint.tsx),
 * `start` run in the head and `fitShell` after the shell. e2e/app-shell.spec.ts runs the compiled script in
 * Chromium.
 */

/** The settings the build writes (vite-plugins/app-shell.ts: its own test checks them against a build). */
const chunkOf = (module: string) => `/assets/${module.replace(/\W/g, '_')}.js`;
const CONFIG: BootConfig = {
  routes: ROUTES.map((route) => {
    const call = EARLY_REQUESTS[route.name as RouteName];
    return {
      path: route.path,
      files: routeModules(route).map(chunkOf),
      ...(call && { early: [ENDPOINTS[call.endpoint], call.field] as [string, string] }),
      ...(route.layout === 'editor' && { bare: true }),
    };
  }),
  apiUrl: 'https://api.example',
  timeoutMs: 1234,
  sessionKey: STORAGE_KEYS.user,
  earlyGlobal: EARLY_GLOBAL,
  consentKey: STORAGE_KEYS.cookieConsent,
  choices: Object.values(COOKIE_CHOICES),
  shellId: SHELL_ID,
  bannerId: COOKIE_SHELL_ID,
};

/** Loads the page at `path`: the boot script's head part, then the shell, then its second part. */
function loadPage(path: string, firstView = '', head = '') {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = head;
  start(CONFIG);
  const shell = renderShell();
  document.body.innerHTML = `<div id="root">${shell.navbar}${firstView}${shell.cookieBanner}</div>`;
  fitShell();
  return {
    header: () => document.getElementById('app-shell'),
    banner: () => document.getElementById('cookie-shell'),
    firstView: () => document.getElementById('first-view'),
    preloads: () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
        link.getAttribute('href'),
      ),
    early: () => window[EARLY_GLOBAL],
  };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window[EARLY_GLOBAL] = undefined;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{"ok":1}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(AbortSignal, 'timeout').mockImplementation(
    (ms) => ({ timeoutMs: ms }) as unknown as AbortSignal,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window[EARLY_GLOBAL] = undefined;
});

describe('the cookie banner before the code arrives', () => {
  it("is SPEC §2's banner: its words, the policy link from the route table, two choices", () => {
    const banner = loadPage('/').banner();
    expect(banner?.getAttribute('aria-label')).toBe(COOKIE_NOTICE.label);
    expect(banner?.textContent).toBe(
      'This website uses cookies to provide a better user experience. Find out moreAcceptReject',
    );
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe(findRoute('cookiePolicy').path);
  });

  it.each([
    ['Accept', 'accepted'],
    ['Reject', 'rejected'],
  ])('%s stores %s under the key React reads, and the banner goes', (label, stored) => {
    const page = loadPage('/blog/a');
    [...document.querySelectorAll('button')].find((b) => b.textContent === label)?.click();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe(stored);
    expect(page.banner()).toBeNull();
    expect(page.header()).not.toBeNull();
  });

  it('a click beside the buttons chooses nothing', () => {
    const page = loadPage('/');
    page.banner()?.querySelector('p')?.click();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
    expect(page.banner()).not.toBeNull();
  });

  it.each(['accepted', 'rejected'])('is not shown once the choice is %s', (choice) => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
    const page = loadPage('/');
    expect(page.banner()).toBeNull();
    expect(page.header()).not.toBeNull();
  });

  it('is shown again for a value that is not a choice', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'maybe');
    expect(loadPage('/').banner()).not.toBeNull();
  });
});

describe('the shell', () => {
  it('is the navbar’s frame with a working link home', () => {
    const link = loadPage('/').header()?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/');
    expect(link?.getAttribute('aria-label')).toBe('Inkwell home');
  });

  it("goes whole on the editor's routes (their layout has no navbar and no banner)", () => {
    for (const path of ['/editor', '/editor/', '/editor/abc', '/Editor/abc']) {
      const page = loadPage(path);
      expect(page.header(), path).toBeNull();
      expect(page.banner(), path).toBeNull();
    }
    // A reading route that merely starts with the word keeps both.
    const page = loadPage('/editorial');
    expect(page.header()).not.toBeNull();
    expect(page.banner()).not.toBeNull();
  });

  // Issue 24 item 1: the app's first commit replaces a first view (src/app/first-commit.ts); removed here, it
  // had been painted by the parser already and blinked out.
  it.each([
    ['a blog', '/blog/a', '<main id="first-view"><h1>A blog</h1></main>'],
    ['a search', '/search/a', '<main id="first-view"><h1>Search results for “a”</h1></main>'],
  ])('keeps the first view of %s the server wrote', (_, path, view) => {
    expect(loadPage(path, view).firstView()).not.toBeNull();
  });
});

describe("the route's code, preloaded with the entry", () => {
  it.each(ROUTES.filter((route) => route.path !== '*'))('$path', (route) => {
    const page = loadPage(route.path.replace(/:\w+/, 'x'));
    expect(page.preloads()).toEqual(routeModules(route).map(chunkOf));
  });
});

describe("the route's code, preloaded by the production server", () => {
  it('adds none when the server has written them into the head', () => {
    const search = findRoute('search');
    const written = routePreloadLinks(
      [{ path: search.path, files: ['/assets/search-1.js'] }],
      '/search/x',
    );
    const page = loadPage('/search/x', '', written);
    expect(page.preloads()).toEqual(['/assets/search-1.js']);
  });
});

describe('the early call (src/config/early-requests.ts)', () => {
  it("sends a visitor's blog call, with the body and key the API layer expects", async () => {
    const page = loadPage('/blog/caf%C3%A9-notes');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`https://api.example${ENDPOINTS.getBlog}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blog_id: 'café-notes' }),
      // The API client's timeout.
      signal: { timeoutMs: 1234 },
    });
    expect(page.early()?.key).toBe(earlyKey(ENDPOINTS.getBlog, { blog_id: 'café-notes' }));
    await expect(page.early()?.answer).resolves.toEqual({ status: 200, text: '{"ok":1}' });
  });

  it('keeps a timeout as status 0 and any other failure as null, never as a rejection', async () => {
    fetchMock.mockRejectedValueOnce(
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
    );
    await expect(loadPage('/blog/a').early()?.answer).resolves.toEqual({ status: 0, text: '' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadPage('/blog/a').early()?.answer).resolves.toBeNull();
  });

  it("sends a visitor's profile call", () => {
    const page = loadPage('/user/amelia_hart');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(page.early()?.key).toBe(earlyKey(ENDPOINTS.getProfile, { username: 'amelia_hart' }));
  });

  // React Router keeps a malformed escape as written, and so the route's loader posts it so: the same call.
  it('sends an address with a malformed escape as written, as the route would', () => {
    const page = loadPage('/blog/%E0%A4%A');
    expect(page.early()?.key).toBe(earlyKey(ENDPOINTS.getBlog, { blog_id: '%E0%A4%A' }));
  });

  it.each([
    [
      'a signed-in reader',
      '/blog/a',
      () => sessionStorage.setItem(STORAGE_KEYS.user, '{"_id":"u1"}'),
    ],
    [
      'an offline browser',
      '/blog/a',
      () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false),
    ],
    [
      'storage the browser refuses',
      '/blog/a',
      () =>
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new Error('SecurityError');
        }),
    ],
    ['a route without one', '/search/travel', () => {}],
  ] as const)('sends nothing for %s, and still preloads the code', (_, path, arrange) => {
    arrange();
    const page = loadPage(path);
    expect(page.preloads().length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(page.early()).toBeUndefined();
  });
});
