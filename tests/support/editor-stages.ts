import { copyKey, tabSession, writeCopy } from '@/features/editor/local-copy';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const SLOW = { timeout: 8_000 };

/** Until the editor has loaded (its code, then Editor.js): what a writer waits for before writing. */
export async function editorLoaded(): Promise<void> {
  await waitFor(
    () => expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument(),
    SLOW,
  );
}

/** Once the editor has loaded: the bar's Publish opens the form, and the form's Publish sends the post. */
export async function publishFromTheForm(user: UserEvent): Promise<void> {
  await editorLoaded();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const form = await screen.findByTestId('publish-form', {}, SLOW);
  await user.click(await within(form).findByRole('button', { name: 'Publish' }, SLOW));
}

/**
 * This tab's copy of a new post with all that publishing asks for (banner, title, description, a topic, a
 * paragraph): the editor opened at /editor starts from it.
 */
export function aNewPostReadyToPublish(userId: string, title: string): void {
  writeCopy(copyKey(userId, null, tabSession()), {
    banner: 'https://cdn.example/banner.png',
    title,
    des: 'What this post is about',
    tags: ['writing'],
    blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'The first paragraph of it.' } }],
  });
}
