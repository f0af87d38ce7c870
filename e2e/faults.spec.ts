import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs, MOCK_URL, DEMO } from './fixtures';
import { routeSamples, type RouteSample } from './routes';

/**
 * Issue 6 item 3: every route of the router's table with its calls failing, in each of the mock's fault
 * kinds. Each screen shows something (never blank), ends its loading (no endless spinner), offers Retry
 * where a load failed, throws nothing uncaught, and recovers with Retry once the server answers again.
 * Forms: with their call failing or hanging, a message shows, the button comes back and what was typed
 * stays.
 */

type Fault =
  | { kind: 'status'; status: number; body?: 'json' | 'empty' | 'text' }
  | { kind: 'malformed' }
  | { kind: 'timeout' }
  | { kind: 'delay'; ms: number };

async function setFault(request: APIRequestContext, path: string, fault: Fault, times?: number) {
  const response = await request.post(`${MOCK_URL}/__test/faults`, {
    data: { path, fault, times },
  });
  expect(response.ok()).toBeTruthy();
}

async function clearFaults(request: APIRequestContext) {
  await request.post(`${MOCK_URL}/__test/faults/clear`);
}

const FAULTS: { name: string; fault: Fault }[] = [
  { name: '500 with an error body', fault: { kind: 'status', status: 500, body: 'json' } },
  { name: '500 without a body', fault: { kind: 'status', status: 500, body: 'empty' } },
  { name: '502 with an HTML page', fault: { kind: 'status', status: 502, body: 'text' } },
  { name: '404', fault: { kind: 'status', status: 404 } },
  { name: 'a malformed body', fault: { kind: 'malformed' } },
  { name: 'no answer (timeout)', fault: { kind: 'timeout' } },
];

// Failed calls are logged by the browser as failed resources, and failed loads by the app (console.error
// of the request layer): both are expected here. Uncaught errors still fail the test.
test.use({ allowConsoleErrors: [/Failed to load resource/] });

/** Loading has ended: no busy region, no progress bar. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, {
    timeout: 9_000,
  });
}

async function expectNotBlank(page: Page, label: string) {
  await expect(page.locator('main').first(), `${label}: the page is blank`).toHaveText(/\S/);
  await expect(page.locator('main h1').first(), `${label}: no heading`).toBeVisible();
}

function samplesFor(role: 'reader' | 'admin'): RouteSample[] {
  return routeSamples().filter((sample) => role === 'admin' || sample.as !== 'admin');
}

for (const { name, fault } of FAULTS) {
  test(`every screen with every call answering ${name}`, async ({ page, request }) => {
    test.setTimeout(fault.kind === 'timeout' ? 240_000 : 120_000);
    await loginAs(page, request, 'admin');
    const problems: string[] = [];
    for (const sample of samplesFor('admin')) {
      await setFault(request, '*', fault);
      await page.goto(sample.url);
      await settled(page);
      await expectNotBlank(page, sample.url);

      const alerts = page.locator('main [role="alert"]');
      const failed = await alerts.count();
      for (const alert of await alerts.all()) {
        if (!(await alert.getByRole('button', { name: 'Retry' }).count()))
          problems.push(`${sample.url}: a failure without Retry: ${await alert.innerText()}`);
      }
      if (!failed) continue;

      // The server is back: Retry brings the content.
      await clearFaults(request);
      const retry = page.getByRole('button', { name: 'Retry' });
      for (let round = 0; round < 5 && (await retry.count()); round++) {
        await retry.first().click();
        await settled(page);
      }
      await settled(page);
      const left = await page.locator('main [role="alert"]').count();
      if (left) problems.push(`${sample.url}: still failing after Retry (${left})`);
      await expectNotBlank(page, `${sample.url} after Retry`);
    }
    expect(problems).toEqual([]);
  });
}

test('a slow server shows loading, then the content, on every screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, request, 'admin');
  for (const sample of samplesFor('admin')) {
    await setFault(request, '*', { kind: 'delay', ms: 1_200 });
    await page.goto(sample.url);
    await settled(page);
    await expectNotBlank(page, sample.url);
    await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  }
});

test('a visitor whose reads answer 401 sees errors with Retry, not a sign-in loop', async ({
  page,
  request,
}) => {
  await setFault(request, '*', { kind: 'status', status: 401 });
  await page.goto('/');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user whose calls answer 401 is signed out with a message', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'reader');
  await setFault(request, '*', { kind: 'status', status: 401 });
  await page.goto('/settings/edit-profile');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

/** Forms: the call fails or hangs; a message shows, the button is enabled again, the input stays. */
const FORM_FAULTS: Fault[] = [{ kind: 'timeout' }, { kind: 'status', status: 500, body: 'empty' }];

for (const fault of FORM_FAULTS) {
  const label = fault.kind === 'timeout' ? 'hangs' : 'fails without a message';
  test(`forms when their call ${label}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const toast = page.getByRole('status').last();

    // Sign in.
    await setFault(request, '/signin', fault);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(DEMO.reader.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.reader.password);
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.click();
    // While the call is out, the button is disabled (a hanging call makes that observable).
    if (fault.kind === 'timeout') await expect(signIn).toBeDisabled();
    await expect(toast).toBeVisible({ timeout: 8_000 });
    await expect(signIn).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.reader.email);

    // Forgot password.
    await setFault(request, '/forgot-password', fault);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(DEMO.reader.email);
    const send = page.getByRole('button', { name: 'Send New Password' });
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).last()).toBeVisible({
      timeout: 8_000,
    });
    await expect(send).toBeEnabled({ timeout: 8_000 });
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.reader.email);

    // Verify and resend.
    await setFault(request, '/verify-email', fault);
    await setFault(request, '/resend-code', fault);
    await page.goto(`/verify-email?email=${DEMO.pending.email}`);
    await page.getByPlaceholder('Enter 6-digit code').fill('123456');
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(verify).toBeEnabled({ timeout: 8_000 });
    await expect(page.getByText(/Verification failed|taking too long/).first()).toBeVisible();
    await expect(page.getByPlaceholder('Enter 6-digit code')).toHaveValue('123456');
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeEnabled({ timeout: 8_000 });

    // Edit profile and change password, signed in.
    await clearFaults(request);
    await loginAs(page, request, 'reader');
    await page.goto('/settings/edit-profile');
    await page.getByLabel('Bio').fill('Typed before the server failed.');
    await setFault(request, '/update-profile', fault);
    const update = page.getByRole('button', { name: 'Update' });
    await update.click();
    await expect(update).toBeEnabled({ timeout: 8_000 });
    await expect(
      page
        .getByText('Could not update the profile', { exact: false })
        .or(page.getByText(/taking too long/))
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('Bio')).toHaveValue('Typed before the server failed.');

    await setFault(request, '/change-password', fault);
    await page.goto('/settings/change-password');
    const form = page.locator('form', {
      has: page.getByRole('heading', { name: 'Change Password' }),
    });
    await form.getByLabel('Current password', { exact: true }).fill(DEMO.reader.password);
    await form.getByLabel('New password', { exact: true }).fill('Better2026');
    const change = form.getByRole('button', { name: 'Change Password' });
    await change.click();
    await expect(change).toBeEnabled({ timeout: 8_000 });
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('Better2026');
  });
}
