import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Issue 23 item 10 (and issue 13's rule): the navbar's box shows the page's query; text typed but not searched
 * belongs to the page it was typed on. Seen in `npm run dev`: after searching 'travel', then 'budget', Back
 * showed travel's results under a box that said 'budget'.
 */
const box = (page: Page) => page.getByRole('searchbox', { name: 'Search blogs and accounts' });

test('two searches, then Back and Forward: the box shows each page’s own query', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await box(page).fill('travel');
  await box(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /travel/ })).toBeVisible();
  await box(page).fill('budget');
  await box(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /budget/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /travel/ })).toBeVisible();
  await expect(box(page)).toHaveValue('travel');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: /budget/ })).toBeVisible();
  await expect(box(page)).toHaveValue('budget');
});

test('what is typed while the next page’s code downloads is kept when that page shows', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hold every script from now on: the search screen's code is what the navigation waits for.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**/*.js', (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  await box(page).fill('travel');
  await box(page).press('Enter');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The box already shows the search that is on its way…
  await expect(box(page)).toHaveValue('travel');
  // …and what the reader types meanwhile is theirs.
  await box(page).fill('budget');
  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByRole('heading', { level: 1, name: /travel/ })).toBeVisible();
  await expect(box(page)).toHaveValue('budget');
  // Back leaves that text behind with the page it was typed on.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(box(page)).toHaveValue('');
});
