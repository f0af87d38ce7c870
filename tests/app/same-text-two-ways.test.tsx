import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { addTags } from '@/features/editor/rules';
import { renderApp } from '../render-app';
import { seedBlog } from '../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * The same word typed two ways: 'Việt' precomposed (NFC: Unikey/Telex, most phones) or with combining marks
 * (Windows' built-in Vietnamese keyboard types the tone as a combining mark; text pasted from a macOS file name
 * is NFD). On screen both are identical: a search and a topic are taken in one form, NFC (the audit of text,
 * 0061).
 */
const nfc = 'Phở Hà Nội';
const decomposed = nfc.normalize('NFD');

describe('text typed in NFC and NFD is the same text', () => {
  it('a search typed with combining marks finds the blog whose title has the same word precomposed', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    blog.title = `${nfc}: a food guide`;
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search blogs and accounts' }),
      `${decomposed}{Enter}`,
    );
    await screen.findByRole('heading', { level: 1, name: /^Search results for/ });
    // The reader sees 'No blogs found' for a title that visibly contains what they typed.
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByRole(
        'heading',
        { name: `${nfc}: a food guide` },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it('a topic typed again with combining marks is a duplicate, not a second identical-looking topic', () => {
    const { tags } = addTags(['café'], 'café'.normalize('NFD'));
    expect(tags).toHaveLength(1);
  });
});
