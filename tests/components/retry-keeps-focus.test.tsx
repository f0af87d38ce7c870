import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { faults } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../render-app';

/**
 * Retry, pressed from the keyboard, goes with the error it answers: the focus fell to <body> (0059 left it),
 * and a keyboard or screen reader user started again from the top of the page. It stays in the area that
 * reads again, where what loads is drawn (WCAG 2.4.3).
 */
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5_000 };

describe('Retry keeps the focus in the area it reloads', () => {
  it('home: the latest blogs failed, then Retry from the keyboard', async () => {
    faults.set(ENDPOINTS.latestBlogs, { kind: 'status', status: 500 }, 1);
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    const area = retry.closest('[role="alert"]')!.parentElement!;
    retry.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull(), SLOW);
    expect(document.activeElement).not.toBe(document.body);
    expect(area).toContainElement(document.activeElement as HTMLElement);
    // The blogs are drawn there, and focus is still in it.
    await waitFor(() => expect(area.querySelectorAll('li').length).toBeGreaterThan(0), SLOW);
    expect(area).toContainElement(document.activeElement as HTMLElement);
  });

  it('a blog that failed to load, then Retry', async () => {
    faults.set(ENDPOINTS.getBlog, { kind: 'status', status: 500 }, 1);
    renderApp(`/blog/${SEED_BLOG_IDS.newest}`);
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    retry.focus();
    await userEvent.setup().keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);
    expect(document.activeElement).not.toBe(document.body);
  });
});
