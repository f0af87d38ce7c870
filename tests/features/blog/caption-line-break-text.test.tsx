/**
 * An image or embed caption on two lines gives its alt text, button and frame title the words apart: the
 * line break counted as nothing ('Sunset over the bayPhoto by Ana'; sanitize.ts toPlainText; the content
 * audit, 0062).
 */
import { screen } from '@testing-library/react';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

describe('a caption written on two lines', () => {
  it('names the image and the video with the two lines as separate words', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    blog.content = [
      {
        blocks: [
          {
            id: 'i1',
            type: 'image',
            data: {
              file: { url: 'https://images.example/sunset.png' },
              caption: 'Sunset over the bay<br>Photo by Ana',
              withBorder: false,
              withBackground: false,
              stretched: false,
            },
          },
          {
            id: 'e1',
            type: 'embed',
            data: {
              service: 'youtube',
              source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
              embed: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
              width: 580,
              height: 320,
              caption: 'A talk worth it<br>By its author',
            },
          },
        ],
      },
    ] as never;
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title }, { timeout: 5000 });

    // The caption under the picture shows its two lines…
    const caption = await screen.findByText(/Sunset over the bay/, { selector: 'figcaption' });
    expect(caption.querySelector('br')).not.toBeNull();
    // …and the picture is named with them as words apart.
    const picture = caption.closest('figure')!.querySelector('img')!;
    expect(picture).toHaveAccessibleName('Sunset over the bay Photo by Ana');
    expect(
      await screen.findByRole('button', { name: /^Load the YouTube video/ }),
    ).toHaveAccessibleName('Load the YouTube video: A talk worth it By its author');
  });
});
