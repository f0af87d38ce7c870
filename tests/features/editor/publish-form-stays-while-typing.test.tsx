/**
 * A new post published from the publish form, the writer typing on in its description while the request is
 * out: when 'Published 👍' comes the form stays open with what they typed (the entry that becomes the saved
 * blog's keeps its publish stage: use-save-blog.ts stay; the editor audit, decision 0062).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { copyKey, tabSession, writeCopy } from '@/features/editor/local-copy';
import { SAVE_MESSAGES } from '@/features/editor/use-save-blog';
import { adminSession, renderApp } from '../../render-app';
import { publishFromTheForm } from '../../support/editor-stages';
import { holdAnswers } from '../../support/held-answers';

const SLOW = { timeout: 8_000 };
const DES = 'What this post is about';

describe('a new post published while the writer types on in the form', { timeout: 40_000 }, () => {
  it('keeps the form, and every key, under the writer', async () => {
    writeCopy(copyKey(adminSession._id, null, tabSession()), {
      banner: 'https://cdn.example/banner.png',
      title: 'A post written in one go',
      des: DES,
      tags: ['writing'],
      blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'The first paragraph of it.' } }],
    });
    const release = holdAnswers(ENDPOINTS.createBlog);
    const user = userEvent.setup();
    const { router } = renderApp('/editor', { user: adminSession });
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: 'Blog Title' })).toHaveValue(
          'A post written in one go',
        ),
      SLOW,
    );
    await publishFromTheForm(user);
    const des = screen.getByRole('textbox', { name: 'Short description about your blog' });
    await user.type(des, ', and');
    release();
    expect(await screen.findByText(SAVE_MESSAGES.published, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/editor'), SLOW);
    // The writer finishes the sentence.
    await user.keyboard(' why it matters');

    // (The form closed under them; their space then landed on the bar's focused Publish button, which may
    // open the form again: either way the words are not in the description.)
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Short description about your blog', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(
      screen.getByRole('textbox', { name: 'Short description about your blog', hidden: true }),
    ).toHaveValue(`${DES}, and why it matters`);
  });
});
