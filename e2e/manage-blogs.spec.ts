import { test, expect, loginAs } from './fixtures';

/**
 * Issue 14, SPEC §2 Manage blogs as the admin: tabs kept in the URL, search, the Stats toggle on small
 * screens, and deleting a blog, which then disappears from home, the profile and search without a reload.
 */

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test('tabs stay in the URL and the search box filters and resets both lists', async ({ page }) => {
  await page.goto('/dashboard/blogs?tab=draft');
  await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/^0\d$/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Published Blogs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
  await expect(panel.getByText(/^Published on/).first()).toBeVisible();
  const titles = panel.getByRole('heading', { level: 2 });
  const all = await titles.count();
  const target = (await titles.last().textContent())!.trim();

  const search = page.getByRole('searchbox', { name: 'Search your blogs' });
  await search.fill(target);
  await search.press('Enter');
  await expect(titles).toHaveText([target]);
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await expect(panel.getByText('No draft blogs')).toBeVisible();
  await page.getByRole('tab', { name: 'Published Blogs' }).click();
  await search.fill('');
  await expect(titles).toHaveCount(all);
  // Reload keeps the tab shown.
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
});

for (const width of [1280, 375]) {
  test(`the drafts' index ('01', '02') stays on one line at ${width} px (SPEC §2)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/blogs?tab=draft');
    const indexes = page.getByRole('tabpanel').getByText(/^\d{2,}$/);
    await expect(indexes.first()).toHaveText('01');
    for (const index of await indexes.all()) {
      const { height, lineHeight } = await index.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      // leading-none: one line is as high as the type; two would be twice that.
      expect(height).toBeLessThan(lineHeight * 1.5);
    }
  });
}

test('on a phone the figures hide behind Stats', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/blogs');
  const item = page.getByRole('tabpanel').getByRole('listitem').first();
  const stats = item.getByRole('button', { name: /^Stats/ });
  await expect(stats).toHaveAttribute('aria-expanded', 'false');
  await expect(item.getByText('likes', { exact: true })).toBeHidden();
  await stats.click();
  await expect(stats).toHaveAttribute('aria-expanded', 'true');
  await expect(item.getByText('likes', { exact: true })).toBeVisible();
  await expect(item.getByText('reads', { exact: true })).toBeVisible();
  await expect(item.getByText(/parent/)).toHaveCount(0);
});

test('deleting a blog asks first, removes it, and it is gone from home, profile and search', async ({
  page,
}) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Blogs' });
  await expect(latest.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const panel = page.getByRole('tabpanel');
  const first = panel.getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
  await first.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this blog?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await first.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
  // SPEC §4: removed in place, not reloaded; Load More still offers the rest.
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByRole('button', { name: 'Load More' })).toBeVisible();

  // Home, search and the profile, reached inside the app: the blog is gone everywhere.
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(latest.getByRole('listitem')).toHaveCount(5);
  await expect(latest.getByRole('heading', { name: title })).toHaveCount(0);
  const box = page.getByRole('searchbox', { name: 'Search blogs and accounts' });
  await box.fill(title);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Search results/ })).toBeVisible();
  await expect(page.getByText('No blogs found')).toBeVisible();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toHaveCount(0);
});
