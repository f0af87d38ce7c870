import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { MOCK_URL } from './build-env';
import { mockStoreHeaders } from './mock-store';

export { MOCK_URL };

/** Test-only routes of the HTTP mock server (src/mocks/http-server.ts). */
export const mock = {
  reset: async (request: APIRequestContext) => {
    const response = await request.post(`${MOCK_URL}/__test/reset`);
    expect(response.ok()).toBeTruthy();
  },
  api: async <T>(request: APIRequestContext, path: string, data: unknown = {}): Promise<T> => {
    const response = await request.post(`${MOCK_URL}${path}`, { data });
    expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
    return (await response.json()) as T;
  },
  outbox: async (request: APIRequestContext) => {
    const response = await request.get(`${MOCK_URL}/__test/outbox`);
    return (await response.json()) as unknown;
  },
  /** The newest email to an address (codes and new passwords are in it), as the Demo inbox shows it. */
  lastEmail: async (request: APIRequestContext, to: string) => {
    const response = await request.get(`${MOCK_URL}/__test/outbox`, { params: { to } });
    const emails = (await response.json()) as {
      code?: string;
      password?: string;
      subject: string;
    }[];
    const last = emails.at(-1);
    expect(last, `an email to ${to}`).toBeTruthy();
    return last!;
  },
  /** The server forgets a user's tokens (or everyone's), as when a session expires. */
  invalidateTokens: async (request: APIRequestContext, email?: string) => {
    const response = await request.post(`${MOCK_URL}/__test/invalidate-tokens`, {
      data: email ? { email } : {},
    });
    expect(response.ok()).toBeTruthy();
  },
};

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin1234' },
  reader: { email: 'reader@example.com', password: 'Reader1234' },
  pending: { email: 'pending@example.com', password: 'Pending1234' },
};

export type DemoAccount = keyof typeof DEMO;

/**
 * Whether this test runs against `npm run dev` (the `demo-mode` and `dev-navbar` projects): the backend is the
 * in-browser mock on the app's own origin, not the HTTP mock at MOCK_URL.
 */
export function onDevServer(): boolean {
  return ['demo-mode', 'dev-navbar'].includes(base.info().project.name);
}

/** Where the app's REST calls go: the HTTP mock, or the app's own origin for the in-browser mock. */
export function apiOrigin(): string {
  return onDevServer() ? new URL(base.info().project.use.baseURL!).origin : MOCK_URL;
}

/** The in-browser mock keeps its accounts in the page (saved to localStorage): sign in from the page. */
async function signInInPage(page: Page, who: 'admin' | 'reader') {
  await page.goto('/');
  // The mock answers once its worker has started: the app draws its first list after that.
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  return page.evaluate(async (account) => {
    const response = await fetch('/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (!response.ok) throw new Error(`/signin answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }, DEMO[who]);
}

/**
 * Signs in through the API and seeds the tab's sessionStorage before any page script runs, so a test starts
 * signed in without walking through the form (the accounts journey tests the form itself).
 */
export async function loginAs(page: Page, request: APIRequestContext, who: 'admin' | 'reader') {
  const user = onDevServer()
    ? await signInInPage(page, who)
    : await mock.api<Record<string, unknown>>(request, '/signin', DEMO[who]);
  const session = (user.user as Record<string, unknown> | undefined) ?? user;
  await page.addInitScript((value) => {
    // Init scripts also run in embedded frames (YouTube and co., offline here): only the app's own tab.
    if (window.top !== window) return;
    window.sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
  return session as { access_token: string; username: string; _id: string; isAdmin: boolean };
}

/** Collects uncaught errors and console errors: a test fails on any (epic-stack habit). */
function watchErrors(page: Page, log: string[]): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    // In the log too: a failure's description then shows an uncaught error among the console's words.
    log.push(`pageerror: ${error.message}`);
    errors.push(`pageerror: ${error.message}`);
  });
  page.on('console', (message) => {
    log.push(`${message.type()}: ${message.text()}`);
    // The page itself answered 404: the production server says so of an address that is no page, with the
    // app drawing its not-found page (decision 0062), and Chromium reports that status like a failed load.
    const notFoundPage =
      /^Failed to load resource: .* 404/.test(message.text()) &&
      message.location().url === message.page()?.mainFrame().url();
    if (message.type() === 'error' && !notFoundPage) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Every message the page put in a status or an alert (toasts included), with when, kept in the page: a toast
 * lasts 2 to 4 s, so a failure read 7 s later would otherwise never show what the app said in between.
 */
const SAID = '__e2eSaid';
function recordWhatIsSaid(page: Page) {
  return page.addInitScript((key) => {
    if (window.top !== window) return;
    const said: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = said;
    const ROLES = '[role="status"], [role="alert"]';
    const note = (element: Element | null) => {
      const text = element instanceof HTMLElement ? element.innerText.trim() : '';
      if (!text) return;
      const line = `${Math.round(performance.now())} ms: ${JSON.stringify(text.slice(0, 200))}`;
      if (said.at(-1)?.endsWith(line.slice(line.indexOf(':'))) !== true) said.push(line);
      if (said.length > 40) said.shift();
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        note(target?.closest(ROLES) ?? null);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(ROLES)) note(node);
          else node.querySelectorAll(ROLES).forEach(note);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, SAID);
}

/** The page's requests that have started and not yet finished or failed, with when each started. */
function watchOpenRequests(page: Page): Map<Request, number> {
  const open = new Map<Request, number>();
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/**
 * What the user was looking at when a test failed: the toasts and alerts on screen and those said before, the
 * console's last words, the requests still waiting for an answer, whether the app had replaced index.html's
 * shell, and the address. Printed as well as attached: CI shows a test's output in full, while the reporter cuts a text
 * attachment at 300 characters. So a failure seen only there (a loaded machine) says what the app said, not
 * only which element never came.
 */
async function describeFailure(
  page: Page,
  log: readonly string[],
  open: ReadonlyMap<Request, number>,
  testInfo: TestInfo,
) {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const inShell = await page
    .locator('#app-shell')
    .count()
    .then((count) => (count > 0 ? "no (index.html's shell is still there)" : 'yes'))
    .catch((error: unknown) => `(could not be read: ${String(error)})`);
  const now = Date.now();
  const said = await page
    .locator('[role="status"], [role="alert"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLElement).innerText.trim()).filter(Boolean),
    )
    .catch((error: unknown) => [`(could not be read: ${String(error)})`]);
  const history = await page
    .evaluate((key) => (window as unknown as Record<string, string[] | undefined>)[key] ?? [], SAID)
    .catch((error: unknown) => [`(could not be read: ${String(error)})`]);
  const body = [
    `on screen (status and alerts): ${said.length ? said.map((text) => JSON.stringify(text)).join(', ') : 'none'}`,
    `said in this document (ms since it loaded):${history.length ? '' : ' nothing'}`,
    ...history.map((line) => `  ${line}`),
    `url: ${page.url()}`,
    `the app has started: ${inShell}`,
    `requests without an answer: ${open.size === 0 ? 'none' : ''}`,
    ...[...open].map(
      ([request, since]) =>
        `  ${request.method()} ${request.url().slice(0, 160)} (${request.resourceType()}, for ${now - since} ms)`,
    ),
    'console (last 20):',
    ...log.slice(-20).map((line) => `  ${line}`),
  ].join('\n');
  console.log(`What the page showed when "${testInfo.title}" failed:\n${body}`);
  await testInfo.attach('what the page showed', { body, contentType: 'text/plain' });
}

/**
 * Chrome reports an inline event handler as a CSP violation as soon as HTML holding one is parsed, even into an
 * inert document that never runs it (DOMParser, createHTMLDocument): that is how DOMPurify reads hostile content
 * before cleaning it. Nothing runs (the suites that allow this still check that no script ran); the report is
 * the production server's CSP saying it would have blocked it anyway.
 */
export const INERT_HANDLER_CSP_REPORT =
  /^console: Executing inline event handler violates the following Content Security Policy directive/;

/**
 * `allowConsoleErrors` lists the console errors a suite expects. Give ONE pattern (alternatives inside it):
 * Playwright reads an array whose second item is an object as a [value, options] tuple, and a RegExp is one.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  // Each test on a mock store of its own, so tests run side by side (e2e/mock-store.ts, decision 0021).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) =>
    provide({ ...extraHTTPHeaders, ...mockStoreHeaders(testInfo) }),
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, request, allowConsoleErrors }, use, testInfo) => {
      await mock.reset(request);
      const log: string[] = [];
      const errors = watchErrors(page, log);
      const open = watchOpenRequests(page);
      await recordWhatIsSaid(page);
      await use(errors);
      await describeFailure(page, log, open, testInfo);
      const unexpected = errors.filter((e) => !allowConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'no uncaught errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
