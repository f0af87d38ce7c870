import { test, expect, mock } from './fixtures';

test.describe('production build against the HTTP mock backend', () => {
  test('home, a blog and an unknown path', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Inkwell home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const { blogs } = await mock.api<{ blogs: { blog_id: string; title: string }[] }>(
      request,
      '/latest-blogs',
      { page: 1 },
    );
    expect(blogs.length).toBeGreaterThan(0);
    await page.goto(`/blog/${blogs[0]!.blog_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/404 shows the not-found page', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
});
