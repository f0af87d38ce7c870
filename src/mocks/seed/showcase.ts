/**
 * One post that holds every block type and variant the editor and the reader must handle (SPEC §2, PITFALLS:
 * Editor.js): every inline mark, header levels 2 and 3, ordered and unordered lists in both saved formats
 * (nested two levels deep), images with each tune, quotes in both alignments and three embed services.
 */
import type { BlogContent } from '../../api/types';
import { artUrl } from '../assets/svg';
import {
  article,
  codepen,
  header,
  image,
  legacyList,
  nestedList,
  paragraph,
  quote,
  vimeo,
  youtube,
} from './blocks';
import type { CatalogEntry } from './catalog';

export const SHOWCASE_ENTRY: CatalogEntry = {
  title: "A Reader's Guide to the Editor: Every Block, One Post",
  des: 'Paragraphs, headings, lists, images, quotes and embeds: a tour of everything a story on this blog can contain.',
  tags: ['writing', 'tech', 'guides'],
  author: 'amelia',
  topic: 'lifestyle',
  daysAgo: 13,
  lead: '',
  points: [],
};

export function showcaseContent(slug: string, assetBaseUrl: string, time: number): BlogContent {
  const art = (name: string) => artUrl(assetBaseUrl, 'art', `${slug}-${name}`);
  return article(slug, time, [
    paragraph(
      'Every story here is written in a block editor. This post uses <b>every kind of block</b> so you can see how each one looks, from <i>emphasis</i> to <mark class="cdx-marker">highlighted passages</mark> and <code class="inline-code">inline code</code>.',
    ),
    paragraph(
      'Links open in a new tab, like this one to the <a href="https://editorjs.io/">Editor.js website</a>. Mixed marks work too: <b><i>bold italics</i></b> and a <a href="https://developer.mozilla.org/"><b>bold link</b></a>.',
    ),
    header('Headings come in two sizes', 2),
    paragraph('A level 2 heading opens a section. A level 3 heading, below, opens a subsection.'),
    header('This is a level 3 heading', 3),
    paragraph('Use headings sparingly: one idea per section keeps long posts easy to scan.'),
    header('Lists, old and new', 2),
    legacyList('unordered', [
      'An unordered list in the <b>classic</b> format',
      'Each item is a string of <i>HTML</i>',
      'Useful for <code class="inline-code">short</code> items',
    ]),
    legacyList('ordered', [
      'Ordered lists number their items',
      'The classic format cannot nest',
      'It is still common in older posts',
    ]),
    nestedList('unordered', [
      {
        content: 'The newer list format can <mark class="cdx-marker">nest</mark>',
        items: [
          {
            content: 'A second level item',
            items: [{ content: 'A third level item, two levels deep' }],
          },
          { content: 'Another second level item' },
        ],
      },
      { content: 'Items carry their own <i>content</i> and children' },
    ]),
    nestedList('ordered', [
      {
        content: 'Plan the post',
        items: [{ content: 'Write the outline' }, { content: 'Collect images' }],
      },
      { content: 'Write the first draft', items: [{ content: 'Do not edit while writing' }] },
      { content: 'Edit and publish' },
    ]),
    header('Images', 2),
    image(art('stretched'), 'A stretched image spans the full width of the page.', {
      alt: 'Wide abstract artwork: translucent circles over a colour gradient and a dark wave.',
      stretched: true,
    }),
    image(art('framed'), 'With a border and a background, for diagrams and screenshots.', {
      alt: 'Abstract artwork shown in a frame with a border and a light background.',
      withBorder: true,
      withBackground: true,
    }),
    // No caption: the alt text is the image's own field, not the caption.
    image(art('plain'), '', {
      alt: 'Abstract artwork without a caption: soft circles over a gradient.',
    }),
    header('Quotes', 2),
    quote('Writing is thinking on paper.', 'William Zinsser', 'left'),
    quote('Easy reading is damn hard writing.', 'Nathaniel Hawthorne', 'center'),
    header('Embeds', 2),
    paragraph('Paste a link from a supported site and the editor turns it into an embed.'),
    youtube('aqz-KE-bpKQ', 'A video from YouTube.'),
    vimeo('76979871', 'A film from Vimeo.'),
    codepen('team', 'PNaGbb', 'A live demo from CodePen.'),
    paragraph('That is every block. Happy writing!'),
  ]);
}
