import type { APIRequestContext, Page, Request } from '@playwright/test';
import { test, expect, mock, DEMO, MOCK_URL } from './fixtures';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users';

/**
 * Issue 17 item 6: the new-notification check also runs when the window regains focus, at most once a
 * minute; the bell's red dot follows without a reload, and the title shows the unseen count as '(1) …'
 * (docs/decisions/0013). Marcus (the second admin) starts with every notification seen.
 */
const EDITOR = DEMO_ACCOUNTS.editor;

async function signInEditor(page: Page, request: APIRequestContext) {
  const answer = await mock.api<Record<string, unknown>>(request, '/signin', {
    email: EDITOR.email,
    password: EDITOR.password,
  });
  const session = (answer.user as Record<string, unknown> | undefined) ?? answer;
  expect(session.new_notification_available).toBe(false);
  await page.addInitScript((value) => {
    if (window.top !== window) return;
    window.sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
}

/** The reader comments on Marcus's blog: a new notification for him. */
async function readerComments(request: APIRequestContext) {
  const reader = await mock.api<{ access_token: string }>(request, '/signin', DEMO.reader);
  const { blog } = await mock.api<{ blog: { _id: string; author: { _id: string } } }>(
    request,
    '/get-blog',
    { blog_id: SEED_BLOG_IDS.editorsBlog },
  );
  const response = await request.post(`${MOCK_URL}/add-comment`, {
    headers: { Authorization: `Bearer ${reader.access_token}` },
    data: { _id: blog._id, blog_author: blog.author._id, comment: 'E2E: live notification' },
  });
  expect(response.ok()).toBeTruthy();
}

function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(MOCK_URL) || request.method() === 'OPTIONS') return;
    calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return {
    checks: () => calls.filter((call) => call === 'GET /new-notification').length,
    counts: () => calls.filter((call) => call === 'POST /all-notifications-count').length,
  };
}

const regainFocus = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
/** Absence of a request can only be observed over time. */
const settle = (page: Page) => page.waitForTimeout(500);

test('a new notification shows on the bell and in the title when the window regains focus', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInEditor(page, request);
  const calls = recordCalls(page);
  const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Notifications/,
  });

  // Marcus has seen his notifications on this browser: the page's count is his baseline.
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'Inkwell home' }).click();
  await expect(page).toHaveTitle('Inkwell Blog');
  await settle(page);
  expect(calls.checks()).toBe(1);
  const countsBefore = calls.counts();
  // Marks this document, to show that nothing reloads it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await readerComments(request);
  // Within the minute of the load's check: focus asks nothing.
  await regainFocus(page);
  await settle(page);
  expect(calls.checks()).toBe(1);
  await expect(bell).toHaveAccessibleName('Notifications');

  // A minute on, the window regains focus: one check, the red dot and '(1) …'.
  await page.clock.fastForward('01:01');
  await regainFocus(page);
  await expect(bell).toHaveAccessibleName('Notifications (new)');
  await expect(bell.getByTestId('notification-dot')).toBeVisible();
  await expect(page).toHaveTitle('(1) Inkwell Blog');
  expect(calls.checks()).toBe(2);
  expect(calls.counts()).toBe(countsBefore + 1);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Focus twice more within that minute: still the one check.
  await regainFocus(page);
  await regainFocus(page);
  await settle(page);
  expect(calls.checks()).toBe(2);

  // Opening the notifications clears the dot and the count (SPEC §4).
  await bell.click();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    'E2E: live notification',
  );
  await expect(page).toHaveTitle('Notifications | Inkwell');
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('with the flag clear, a focus check asks for nothing else', async ({ page, request }) => {
  await page.clock.install();
  await signInEditor(page, request);
  const calls = recordCalls(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await page.clock.fastForward('01:01');
  await regainFocus(page);
  await expect.poll(calls.checks).toBe(2);
  await settle(page);
  expect(calls.counts()).toBe(0);
  await expect(page).toHaveTitle('Inkwell Blog');
});
