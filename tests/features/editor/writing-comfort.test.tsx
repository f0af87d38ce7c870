import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/api/types';
import { previewAddress } from '@/features/editor/embed-preview';
import { TitleField } from '@/features/editor/title-field';
import { unpublishText } from '@/features/editor/unpublish-dialog';
import { wordCountText } from '@/features/editor/word-count';
import { readingTimeLabel } from '@/lib/reading-time';

const paragraph = (text: string): ContentBlock => ({ type: 'paragraph', data: { text } });

describe('the editor bar’s word count (issue 25 item 7)', () => {
  it('counts the words the blog page counts, and says the page’s reading time', () => {
    expect(wordCountText([])).toBe('0 words');
    expect(wordCountText([paragraph('<b>One</b>')])).toBe('1 word · 1 min read');
    const long = [
      paragraph(Array.from({ length: 150 }, () => 'word').join(' ')),
      { type: 'list', data: { style: 'unordered', items: [{ content: 'a b', items: [] }] } },
      paragraph(Array.from({ length: 1_049 }, () => 'more').join(' ')),
    ];
    expect(wordCountText(long)).toBe(`1,201 words · ${readingTimeLabel(long)}`);
    expect(readingTimeLabel(long)).toBe('7 min read');
  });

  it('counts a quote’s lines as the words they are (issue 28 item 4)', () => {
    const quote = {
      type: 'quote',
      data: { text: 'Quote line one<br>quote line two', caption: '' },
    };
    expect(wordCountText([quote])).toBe('6 words · 1 min read');
  });
});

describe('the title field (issue 25 item 7)', () => {
  it('hands Enter on, and keeps no line break', () => {
    const onEnter = vi.fn();
    const onChange = vi.fn();
    render(<TitleField value="A title" onChange={onChange} onEnter={onEnter} />);
    const field = screen.getByRole('textbox', { name: 'Blog Title' });
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    expect(onEnter).toHaveBeenCalledTimes(1);
    // Shift+Enter does not move on (and adds no line either).
    expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(false);
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the editor’s embed preview (issue 25 item 8)', () => {
  it('loads YouTube from its no-cookie host and leaves the other services as built', () => {
    expect(previewAddress('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(previewAddress('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(previewAddress('not a url')).toBe('not a url');
  });
});

describe('the unpublish question (issue 25 item 8)', () => {
  it('names the blog and says what happens', () => {
    expect(unpublishText(' Trains ')).toMatch(
      /^This will unpublish “Trains”: it is taken off the site/,
    );
    expect(unpublishText('')).toMatch(/^This will unpublish this blog: it is taken off the site/);
  });
});
