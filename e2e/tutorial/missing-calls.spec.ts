import { ACCOUNTS, expect, signIn, test } from './tutorial-fixtures';

/**
 * Issue 23 items 4 and 11: the family's servers lack followers, following, favourites, follow and forgot
 * password (Express's HTML 404 page) and answer an unknown profile with 200 `null`. Each screen shows its own
 * error or not-found state, never a blank page.
 */

test('a profile loads; its favourites, followers and following tabs say they could not load', async ({
  page,
}) => {
  await signIn(page, 'reader');
  await page.goto('/user/amelia_hart');
  await expect(
    page.getByRole('heading', { level: 1, name: ACCOUNTS.admin.fullname }),
  ).toBeVisible();
  for (const tab of ['Favourite Blogs', 'Followers', 'Following']) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('alert'), tab).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' }), tab).toBeVisible();
    await expect(panel.getByText('Please Sign In'), tab).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await page.goto(`/user/${ACCOUNTS.reader.username}`);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
});

test('an unknown profile (200 null) is the not-found state', async ({ page }) => {
  await page.goto('/user/nobody_at_all');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
});

test('forgot password: the missing call is an error on the form, which keeps what was typed', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  const email = page.getByLabel('Email');
  await email.fill(ACCOUNTS.reader.email);
  await page.getByRole('button', { name: 'Send New Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\w/ }).first()).toBeVisible();
  await expect(page.getByText('A new password has been sent to your email.')).toHaveCount(0);
  await expect(email).toHaveValue(ACCOUNTS.reader.email);
  await expect(page.getByRole('button', { name: 'Send New Password' })).toBeEnabled();
});
