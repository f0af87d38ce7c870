import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/mocks/seed/users';
import type { FamilySession } from '../../src/mocks/store/types';
import { mockStoreHeaders } from '../mock-store';

/**
 * Issue 23 item 11: the `tutorial` project's fixtures. The mock speaks the family's dialect
 * (MOCK_PROFILE=tutorial, decision 0018) on its own port (playwright.config.ts: MOCK_PORT + 10); the build
 * lets every signed-in user write and has no Google client id. As in e2e/fixtures.ts: each test has a store
 * of its own, reset before it starts, and a console error fails it.
 */
export const TUTORIAL_MOCK_URL = `http://localhost:${
  process.env.TUTORIAL_MOCK_PORT ?? Number(process.env.MOCK_PORT ?? 3001) + 10
}`;

export const ACCOUNTS = {
  /** Not an admin: on these servers every signed-in user writes. */
  reader: { ...DEMO_ACCOUNTS.reader, fullname: 'Riley Chen' },
  admin: { ...DEMO_ACCOUNTS.admin, fullname: 'Amelia Hart' },
};
export type Who = keyof typeof ACCOUNTS;

export const tutorialMock = {
  async api<T>(request: APIRequestContext, path: string, data: unknown = {}, token?: string) {
    const response = await request.post(`${TUTORIAL_MOCK_URL}${path}`, {
      data,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
    return (await response.json()) as T;
  },
  /** The server forgets a user's tokens, as when a session expires. */
  async expireTokens(request: APIRequestContext, email: string) {
    const response = await request.post(`${TUTORIAL_MOCK_URL}/__test/invalidate-tokens`, {
      data: { email },
    });
    expect(response.ok()).toBeTruthy();
  },
  /** Which of the family's session answers sign-in sends from now on (API-CONTRACT.md, last section). */
  async familySession(
    request: APIRequestContext,
    fields: FamilySession['fields'],
    lowercaseFullname = false,
  ) {
    const response = await request.post(`${TUTORIAL_MOCK_URL}/__test/family-session`, {
      data: { fields, lowercaseFullname },
    });
    expect(response.ok()).toBeTruthy();
  },
  /** A published blog as the server holds it (edit mode: reading it here counts no read). */
  async blog(request: APIRequestContext, blogId: string) {
    const { blog } = await tutorialMock.api<{
      blog: { _id: string; title: string; activity: { total_likes: number } };
    }>(request, '/get-blog', { blog_id: blogId, mode: 'edit' });
    return blog;
  },
};

export const accountMenu = (page: Page) =>
  page.getByRole('button', { name: /^Account menu for @/ });

/** Signs in through the form, as a user of such a server would. */
export async function signIn(page: Page, who: Who, password = ACCOUNTS[who].password) {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(accountMenu(page)).toHaveAccessibleName(
    `Account menu for @${ACCOUNTS[who].username}`,
  );
}

export async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * The browser logs every answered 4xx/5xx as a failed resource: these servers answer 403 for validation and
 * bad tokens and an HTML 404 for the calls they lack, which the journeys provoke on purpose.
 */
const EXPECTED_CONSOLE =
  /^console: Failed to load resource: the server responded with a status of (401|403|404|500)/;

export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test on a store of its own, so tests run side by side (e2e/mock-store.ts, decision 0021).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) =>
    provide({ ...extraHTTPHeaders, ...mockStoreHeaders(testInfo) }),
  consoleErrors: [
    async ({ page, request }, use) => {
      const reset = await request.post(`${TUTORIAL_MOCK_URL}/__test/reset`);
      expect(reset.ok(), 'the tutorial mock is up and reset').toBeTruthy();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      const unexpected = errors.filter((error) => !EXPECTED_CONSOLE.test(error));
      expect(unexpected, 'no uncaught errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
