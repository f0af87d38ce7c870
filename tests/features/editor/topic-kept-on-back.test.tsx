/**
 * A topic typed in the publish form without Enter, then the browser's Back to the writing stage and Forward:
 * the topic is among the topics (the form's going fires no blur; tag-input.tsx adds what it holds when it
 * goes; the editor audit, decision 0062).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from '@/mocks/node';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { adminSession, renderApp } from '../../render-app';

const SLOW = { timeout: 8_000 };
const title = () => screen.getByRole('textbox', { name: 'Blog Title' });

describe('a topic typed in the publish form, then Back and Forward', { timeout: 40_000 }, () => {
  it('is still there when the writer comes Forward to the form', async () => {
    const draft = store.db.blogs.find((blog) => blog.blog_id === SEED_BLOG_IDS.adminDraft)!;
    draft.banner = '/mock-uploads/banner.png';
    draft.tags = ['conferences'];
    const user = userEvent.setup();
    const { router } = renderApp(`/editor/${SEED_BLOG_IDS.adminDraft}`, { user: adminSession });
    await waitFor(() => expect(title()).not.toHaveValue(''), SLOW);
    await waitFor(
      () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
      SLOW,
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const field = await screen.findByRole('textbox', { name: /^Topics/ }, SLOW);
    await user.type(field, 'accessibility');

    // The browser's Back: the editor stage (the same address: nothing asks).
    await act(() => router.navigate(-1));
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument(),
      SLOW,
    );
    // Forward: the publish form again.
    await act(() => router.navigate(1));
    const again = await screen.findByRole('textbox', { name: /^Topics/ }, SLOW);
    const kept =
      (again as HTMLInputElement).value === 'accessibility' ||
      screen.queryByRole('textbox', { name: 'Edit topic accessibility' }) !== null;
    expect(
      kept,
      `topic field holds "${(again as HTMLInputElement).value}", topics: ${screen
        .queryAllByRole('textbox', { name: /^Edit topic/ })
        .map((input) => (input as HTMLInputElement).value)
        .join(', ')}`,
    ).toBe(true);
  });
});
