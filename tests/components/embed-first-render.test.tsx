/**
 * An embed block's code is a chunk of its own (decision 0062). A block that cannot become a player (a service
 * off the allow-list, a source off its hosts or not https) is drawn as its link in the first render, not as a
 * player's box that the code would take away when it arrives: the page below it would move. Its own file, so
 * that the chunk has not already been loaded by another test (a resolved `lazy` renders at once).
 */
import { render, screen } from '@testing-library/react';
import type { ContentBlock } from '@/api/types';
import { BlockRenderer } from '@/components/blocks/block-renderer';

const embed = (data: Record<string, unknown>): ContentBlock => ({ type: 'embed', data });

describe('an embed that cannot be a player', () => {
  it('draws an embed that cannot be a player as its link at once: no player’s box its code would take away', () => {
    // Posts written by the family's other editors name services off our list (Editor.js enables them all).
    render(
      <BlockRenderer
        blocks={[
          embed({
            service: 'twitter',
            source: 'https://twitter.com/someone/status/1',
            width: 600,
            height: 600,
            caption: 'A thread',
          }),
          embed({
            service: 'youtube',
            source: 'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
            caption: 'Looks like YouTube',
          }),
          embed({ service: 'vimeo', source: 'http://vimeo.com/76979871', caption: '' }),
          embed({ service: 'coub', source: 'javascript:alert(1)', caption: 'Bad' }),
          embed({
            service: 'youtube',
            source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            width: 600,
            height: 300,
            caption: 'A talk',
          }),
        ]}
      />,
    );
    // Drawn in the first render, before the embed's code (a chunk of its own) could have arrived.
    expect(screen.getByRole('link', { name: 'A thread' })).toHaveAttribute(
      'href',
      'https://twitter.com/someone/status/1',
    );
    expect(screen.getByRole('link', { name: 'Looks like YouTube' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://vimeo.com/76979871' })).toBeInTheDocument();
    expect(screen.getByText('Bad')).not.toHaveAttribute('href');
    // Only the one that will be a player holds a box meanwhile.
    expect(document.querySelectorAll('figure')).toHaveLength(1);
  });
});
