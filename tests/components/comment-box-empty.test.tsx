/**
 * Comment pressed with nothing written says SPEC's 'Write something to leave a comment....', and focuses and
 * marks the box, as the other forms' checks do (0060); the message and the mark go as soon as something is
 * written (comment-box.tsx; the forms audit, decision 0062). The same box is the reply box in Notifications.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { recordRequests } from '../api/recorder';
import { renderApp } from '../render-app';
import { seedBlog, signInAs } from '../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

const blog = () => seedBlog(SEED_BLOG_IDS.manyComments);

async function openPanel() {
  const user = userEvent.setup();
  const session = await signInAs('reader');
  renderApp(`/blog/${SEED_BLOG_IDS.manyComments}`, { user: session });
  await screen.findByRole('heading', { level: 1, name: blog().title }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  const box = await within(panel).findByRole(
    'textbox',
    { name: 'Leave a comment' },
    { timeout: 5000 },
  );
  return { user, panel, box };
}

describe('an empty comment, refused (SPEC §5)', () => {
  it('moves the focus to the comment box it failed on', async () => {
    const { user, panel, box } = await openPanel();
    await user.type(box, '   ');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Write something to leave a comment....',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(box).toHaveFocus(), { timeout: 3000 });
  });

  it('stops calling the box invalid once a comment is typed in it', async () => {
    const { user, panel, box } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Write something to leave a comment....',
    );
    await user.type(box, 'Lovely harbour photos.');
    await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'), { timeout: 3000 });
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** Characters drawn as nothing are nothing written (decision 0066): nothing reaches the server. */
describe('a comment of only zero-width characters', () => {
  it('is refused as empty, and not sent', async () => {
    const { user, panel, box } = await openPanel();
    const recorder = recordRequests();
    await user.click(box);
    await user.paste('\u200b\u200b\u2060\u200d');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Write something to leave a comment....',
    );
    const sent = await recorder.settled();
    recorder.stop();
    expect(sent.filter((request) => request.path.endsWith(ENDPOINTS.addComment))).toEqual([]);
  });
});
