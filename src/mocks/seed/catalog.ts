/**
 * The seeded blogs and the template that turns a catalog entry into a full article. Every article uses
 * paragraphs with inline marks, level 2 and 3 headers, a list (alternating the old and the @editorjs/list 2
 * format, the latter nested), an image, a quote and, for some, an embed (SPEC §2 Blog editor block types).
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
import { EVENTS_AND_TECH } from './catalog-events-tech';
import { DRAFTS } from './catalog-drafts';
import { MONEY_TRAVEL_AND_MORE } from './catalog-money-travel';
import { pick, TOPIC_TEXT, type Topic } from './topic-text';

export interface CatalogEntry {
  title: string;
  des: string;
  tags: string[];
  /** SeedUser.key of the author (always an admin: SPEC §6). */
  author: string;
  topic: Topic;
  daysAgo: number;
  lead: string;
  points: string[];
  embed?: 'youtube' | 'vimeo' | 'codepen';
}

export const PUBLISHED_ENTRIES: CatalogEntry[] = [...EVENTS_AND_TECH, ...MONEY_TRAVEL_AND_MORE];
export const DRAFT_ENTRIES: CatalogEntry[] = DRAFTS;

function embedBlock(kind: NonNullable<CatalogEntry['embed']>, title: string) {
  if (kind === 'vimeo') return vimeo('76979871', `A short film that set the mood for "${title}".`);
  if (kind === 'codepen') return codepen('team', 'PNaGbb', 'Try it yourself: an interactive demo.');
  return youtube('aqz-KE-bpKQ', 'The talk that inspired this post.');
}

export function entryContent(
  entry: CatalogEntry,
  index: number,
  slug: string,
  assetBaseUrl: string,
  time: number,
): BlogContent {
  const text = TOPIC_TEXT[entry.topic];
  const quoted = pick(text.quotes, index);
  const list =
    index % 2 === 0
      ? legacyList('unordered', entry.points)
      : nestedList(
          'ordered',
          entry.points.map((point, k) => ({
            content: point,
            items:
              k === 0
                ? [{ content: pick(text.tips, index) }, { content: pick(text.tips, index + 1) }]
                : [],
          })),
        );
  return article(slug, time, [
    paragraph(entry.lead),
    header(pick(text.sections, index), 2),
    paragraph(pick(text.paragraphs, index)),
    paragraph(pick(text.paragraphs, index + 1)),
    list,
    image(artUrl(assetBaseUrl, 'art', `${slug}-figure`), pick(text.captions, index), {
      alt: `Abstract artwork for “${entry.title}”: translucent circles over a colour gradient.`,
      withBorder: index % 3 === 0,
      withBackground: index % 3 === 1,
      stretched: index % 3 === 2,
    }),
    header(pick(text.subsections, index), 3),
    paragraph(pick(text.paragraphs, index + 2)),
    quote(quoted.text, quoted.caption, index % 2 === 0 ? 'left' : 'center'),
    ...(entry.embed ? [embedBlock(entry.embed, entry.title)] : []),
    paragraph(pick(text.paragraphs, index + 3)),
    paragraph(pick(text.closings, index)),
  ]);
}
