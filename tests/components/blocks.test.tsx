import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentBlock } from '@/api/types';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import { EMBED_HOSTS } from '@/components/blocks/embed-frame';
import { embedTarget } from '@/components/blocks/embed-url';
import { EMBED_ORIGINS } from '../../server/csp';

/** Issue 17: embeds that cost nothing until wanted, and images that keep their space. */

const embed = (data: Record<string, unknown>): ContentBlock => ({ type: 'embed', data });
const youtube = embed({
  service: 'youtube',
  source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  embed: 'https://evil.example/ignored',
  width: 600,
  height: 300,
  caption: 'A <b>talk</b> worth it',
});

describe('an embed (click to load)', () => {
  it('shows a placeholder of the frame’s size, with no iframe, until the reader presses it', async () => {
    const user = userEvent.setup();
    render(<BlockRenderer blocks={[youtube]} />);
    expect(document.querySelector('iframe')).toBeNull();
    // The embed's code is a chunk of its own (0062): its placeholder is drawn once it has arrived.
    const button = await screen.findByRole('button', {
      name: 'Load the YouTube video: A talk worth it',
    });
    // The box keeps the frame's aspect ratio, so nothing moves when the frame replaces the button.
    const box = button.parentElement!;
    expect(box.style.aspectRatio).toBe('600 / 300');
    expect(document.querySelector('figcaption')).toHaveTextContent('A talk worth it');

    await user.click(button);
    const frame = screen.getByTitle('A talk worth it');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.parentElement).toBe(box);
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-presentation',
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Load the/ })).not.toBeInTheDocument();
  });

  it('loads only the frame that was pressed', async () => {
    const user = userEvent.setup();
    const spotify = embed({
      service: 'spotify',
      source: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      caption: '',
    });
    render(<BlockRenderer blocks={[youtube, spotify]} />);
    await user.click(await screen.findByRole('button', { name: 'Load the Spotify player' }));
    expect([...document.querySelectorAll('iframe')].map((frame) => frame.src)).toEqual([
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ]);
    expect(screen.getByTitle('Embedded Spotify player')).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Load the YouTube video/ })).toBeInTheDocument();
  });

  it('keeps a source that is not allow-listed a plain link, and never makes it a button or a frame', async () => {
    render(
      <BlockRenderer
        blocks={[
          embed({
            service: 'youtube',
            source: 'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
            caption: 'Looks like YouTube',
          }),
          embed({ service: 'gist', source: 'https://gist.github.com/a/b', caption: '' }),
          embed({ service: 'youtube', source: 'javascript:alert(1)', caption: 'Bad' }),
        ]}
      />,
    );
    // Read once the embeds' code has drawn them (a chunk of its own: 0062).
    expect(await screen.findByRole('link', { name: 'Looks like YouTube' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Looks like YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    );
    expect(screen.getByRole('link', { name: 'https://gist.github.com/a/b' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
  });

  it('loads every service’s player from an origin the Content-Security-Policy allows', () => {
    const samples: Record<string, string> = {
      youtube: 'https://youtu.be/aqz-KE-bpKQ',
      vimeo: 'https://vimeo.com/76979871',
      codepen: 'https://codepen.io/someone/pen/abcDEF',
      spotify: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      instagram: 'https://www.instagram.com/p/CxYz12345/',
    };
    for (const service of Object.keys(EMBED_HOSTS)) {
      const target = embedTarget(service, samples[service])!;
      expect(EMBED_ORIGINS as readonly string[], service).toContain(new URL(target.player).origin);
    }
    expect(embedTarget('youtube', samples.youtube)?.player).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
  });

  it('starts a YouTube video where the link starts it, and takes a Vimeo video from a channel (0062)', () => {
    const start = (source: string) =>
      new URL(embedTarget('youtube', source)!.player).searchParams.get('start');
    expect(start('https://youtu.be/aqz-KE-bpKQ?t=90')).toBe('90');
    expect(start('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s')).toBe('90');
    expect(start('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1h0m5s')).toBe('3605');
    expect(start('https://www.youtube.com/embed/aqz-KE-bpKQ?start=42')).toBe('42');
    // Nothing that is not a time: the video starts at its beginning, and the address says nothing more.
    for (const odd of ['t=-5', 't=abc', 't=0', 't=90.5', 't=1%26x=2'])
      expect(embedTarget('youtube', `https://youtu.be/aqz-KE-bpKQ?${odd}`)?.src).toBe(
        'https://www.youtube.com/embed/aqz-KE-bpKQ',
      );
    for (const path of [
      '/76979871',
      '/channels/staffpicks/76979871',
      '/groups/shortfilms/videos/76979871',
      '/showcase/123/video/76979871',
    ])
      expect(embedTarget('vimeo', `https://vimeo.com${path}`)?.player).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1',
      );
    expect(embedTarget('vimeo', 'https://vimeo.com/channels/staffpicks')).toBeNull();
  });
});

const image = (data: Record<string, unknown>): ContentBlock => ({
  type: 'image',
  data: { caption: '', withBorder: false, withBackground: false, stretched: false, ...data },
});

describe('an image', () => {
  it('takes its alt from its own field, then the caption’s text, else marks itself decorative', () => {
    render(
      <BlockRenderer
        blocks={[
          image({ file: { url: 'https://img.example/a.png' }, alt: 'A cat', caption: 'Caption' }),
          image({ file: { url: 'https://img.example/b.png' }, caption: 'Only a <b>caption</b>' }),
          image({ file: { url: 'https://img.example/c.png' }, alt: '  ', caption: '' }),
        ]}
      />,
    );
    const [a, b, c] = [...document.querySelectorAll('img')];
    expect(a).toHaveAttribute('alt', 'A cat');
    expect(b).toHaveAttribute('alt', 'Only a caption');
    expect(c).toHaveAttribute('alt', '');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'A cat',
      'Only a caption',
    ]);
  });

  it('shows the stored alt as the plain text it is: “&” and “<” as typed, markup as text, never run', () => {
    render(
      <BlockRenderer
        blocks={[
          image({
            file: { url: 'https://img.example/a.png' },
            alt: 'Boats & nets at dawn <harbour>',
            caption: 'Not this',
          }),
          image({
            file: { url: 'https://img.example/b.png' },
            alt: '<img src=x onerror=alert(1)>',
          }),
          // As the editor cleans it: one line, trimmed, at most 300 characters.
          image({ file: { url: 'https://img.example/c.png' }, alt: '  two\nlines\u0000 \t' }),
          image({ file: { url: 'https://img.example/d.png' }, alt: 'x'.repeat(400) }),
        ]}
      />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Boats & nets at dawn <harbour>',
      '<img src=x onerror=alert(1)>',
      'two lines',
      'x'.repeat(300),
    ]);
    expect(screen.getByRole('img', { name: 'Boats & nets at dawn <harbour>' })).toBeVisible();
    // Text in an attribute: no element and no handler came of it.
    expect(document.querySelectorAll('img')).toHaveLength(4);
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('reserves its space: natural width and height when sane, a fixed box otherwise; always lazy', () => {
    render(
      <BlockRenderer
        blocks={[
          image({ file: { url: 'https://img.example/a.png', width: 960, height: 540 }, alt: 'a' }),
          image({
            file: { url: 'https://img.example/b.png', width: '1200', height: 800 },
            alt: 'b',
          }),
          image({ file: { url: 'https://img.example/c.png', width: 0, height: 540 }, alt: 'c' }),
          image({ file: { url: 'https://img.example/d.png', width: -5, height: 'x' }, alt: 'd' }),
          image({ file: { url: 'https://img.example/e.png', width: 1e9, height: 10 }, alt: 'e' }),
          image({
            file: { url: 'https://img.example/f.png', width: true, height: [540] },
            alt: 'f',
          }),
          image({ file: { url: 'https://img.example/g.png' }, alt: 'g' }),
        ]}
      />,
    );
    const img = (name: string) => screen.getByRole('img', { name });
    expect(img('a')).toHaveAttribute('width', '960');
    expect(img('a')).toHaveAttribute('height', '540');
    expect(img('a')).toHaveClass('h-auto');
    expect(img('b')).toHaveAttribute('width', '1200');
    for (const name of ['c', 'd', 'e', 'f', 'g']) {
      expect(img(name), name).not.toHaveAttribute('width');
      expect(img(name), name).not.toHaveAttribute('height');
      expect(img(name).parentElement, name).toHaveClass('aspect-video');
      expect(img(name), name).toHaveClass('object-contain');
    }
    for (const element of screen.getAllByRole('img')) {
      expect(element).toHaveAttribute('loading', 'lazy');
      expect(element).toHaveAttribute('decoding', 'async');
    }
  });

  it('draws the border and background tunes around the image, not on it', () => {
    render(
      <BlockRenderer
        blocks={[
          image({
            file: { url: 'https://img.example/a.png', width: 960, height: 540 },
            alt: 'framed',
            withBorder: true,
            withBackground: true,
          }),
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'framed' });
    expect(img.className).not.toMatch(/border|p-4/);
    expect(img.parentElement).toHaveClass('border', 'bg-surface', 'p-4');
  });
});

describe('blocks stored without some or all of their data (API-CONTRACT.md: mongoose drops empty objects)', () => {
  it('draws a divider stored without data, and every other kind with none without breaking the page', () => {
    const kinds = ['paragraph', 'header', 'list', 'image', 'quote', 'embed', 'code', 'delimiter'];
    render(
      <article>
        <p>Before</p>
        <BlockRenderer blocks={kinds.map((type) => ({ type, data: {} }))} />
        <p>After</p>
      </article>,
    );
    expect(screen.getByText('Before')).toBeVisible();
    expect(screen.getByText('After')).toBeVisible();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    // Nothing that needs an address is drawn without one.
    expect(document.querySelector('img, iframe')).toBeNull();
  });
});
