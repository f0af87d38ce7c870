/**
 * A link to a path of this site, saved from the editor, is stored as the writer wrote it: the host a post is
 * saved from (a preview, a domain since moved) is not the site's for ever. Readers get it whole on the host
 * they read on (sanitize.ts forReaders; the review of the day's changes, decision 0062).
 */
import { contentFromBlocks } from '@/features/editor/blog-data';

describe('a link to a path on this site, saved from the editor', () => {
  it('is stored as the path the writer wrote, not with the host they saved from', () => {
    const content = contentFromBlocks([
      {
        id: 'p1',
        type: 'paragraph',
        data: { text: 'Read <a href="/blog/other-post">the other post</a> first.' },
      },
    ]);
    const text = String((content.blocks[0]?.data as { text?: unknown }).text);
    expect(text).toContain('href="/blog/other-post"');
    expect(text).not.toContain(window.location.origin);
  });
});
