/**
 * Issue 17: a long read with five videos and two images, the page the request-count, layout-shift and
 * Lighthouse checks use to show that embeds cost nothing until a reader asks for one (click to load) and
 * that images keep their space. Its headers (h2 with an h3 under one) give it a table of contents.
 */
import type { BlogContent } from '../../api/types';
import { artUrl } from '../assets/svg';
import { article, BANNER_SIZE, header, image, paragraph, vimeo, youtube } from './blocks';
import type { CatalogEntry } from './catalog';

export const WATCH_LIST_ENTRY: CatalogEntry = {
  title: 'Five Open Movies to Watch Tonight',
  des: 'Short films made in the open, with every model and frame free to study: a watch list for one evening.',
  tags: ['film', 'open-source'],
  author: 'priya',
  topic: 'lifestyle',
  // The oldest post: it joins the end of every list and moves nothing the other tests count on.
  daysAgo: 130,
  lead: '',
  points: [],
};

export function watchListContent(slug: string, assetBaseUrl: string, time: number): BlogContent {
  const art = (name: string) => artUrl(assetBaseUrl, 'art', `${slug}-${name}`);
  return article(slug, time, [
    paragraph(
      'Open movies are made in public: the studio shares the scenes, the models and the know-how, and anyone may learn from them. Here are five to watch in one evening, <b>shortest first</b>.',
    ),
    image(art('popcorn'), 'Settle in: about an hour and a half in all.', {
      alt: 'Abstract artwork in warm colours: translucent circles over a gradient.',
    }),
    header('Big Buck Bunny', 2),
    paragraph('A gentle giant, three bullies and a plan. Ten minutes of slapstick.'),
    youtube('aqz-KE-bpKQ', 'Big Buck Bunny (2008).'),
    header('Sintel', 2),
    paragraph('A girl searches for the baby dragon she raised. Fifteen minutes, and sad.'),
    youtube('eRsGyueVLvQ', 'Sintel (2010).'),
    header('What to look for', 3),
    paragraph('Watch the hair and the snow: both were new features of the software at the time.'),
    header('Tears of Steel', 2),
    paragraph('Live action and visual effects in Amsterdam, with robots.'),
    youtube('R6MlUcmOul8', 'Tears of Steel (2012).'),
    header('Cosmos Laundromat', 2),
    paragraph('A suicidal sheep meets a salesman who offers him other lives.'),
    youtube('Y-rmzh0PI3c', 'Cosmos Laundromat: First Cycle (2015).'),
    header('A short from Vimeo', 2),
    paragraph('To end, a short film hosted on Vimeo.'),
    vimeo('76979871', 'A short film on Vimeo.'),
    // A wider picture than the others (1200×630): its box must still be right before it arrives.
    image(
      artUrl(assetBaseUrl, 'banners', `${slug}-credits`),
      'The end. Every one of these films can be downloaded and remixed.',
      {
        alt: 'Abstract artwork in cool colours: circles and a dark wave across a gradient.',
        size: BANNER_SIZE,
        withBorder: true,
      },
    ),
    paragraph('Nothing here plays, or even loads, until you press it. Enjoy the show.'),
  ]);
}
