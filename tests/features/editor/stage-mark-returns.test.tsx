import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_MESSAGES } from '@/features/editor/rules';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';

/**
 * The editor stage's mark leaves once the field is right, and does not come back without a new Publish: the
 * title cleared again to be retyped was marked at once (the review of 0061). useFieldProblem does the same.
 */
const SLOW = { timeout: 5_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

it('a mark that left does not come back without a new Publish', { timeout: 20_000 }, async () => {
  const user = userEvent.setup();
  renderApp(`/editor/${SEED_BLOG_IDS.everyBlock}`, { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: /Edit blog/ }, SLOW);
  await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
  await user.clear(title());
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(EDITOR_MESSAGES.titleRequired)).toBeInTheDocument();
  await user.type(title(), 'Back again');
  expect(title()).not.toHaveAttribute('aria-invalid');
  // The writer clears it to type a better one: no check was run, so nothing says it is invalid.
  await user.clear(title());
  expect(title()).not.toHaveAttribute('aria-invalid');
});
