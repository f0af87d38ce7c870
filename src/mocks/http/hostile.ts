/**
 * Issue 6 hostile-content corpus, test-only: puts the strings a test sends into every user-controlled field
 * the app renders (users, blogs and every block type, comments; notifications show those through their
 * references). The corpus itself lives with the tests (e2e/hostile/corpus.ts); this only distributes it.
 * Demo accounts keep their usernames and emails so the suites can still sign them in and link to them.
 */
import type { ContentBlock, SocialLinks } from '../../api/types';
import { SOCIAL_NETWORKS } from '../../api/types';
import { DEMO_ACCOUNTS } from '../seed/users';
import type { Db } from '../store/types';

export interface HostileCorpus {
  /** Text as a stranger could type it (markup, scripts, huge, RTL, zero-width, emoji...). */
  texts: string[];
  /** Addresses as a stranger could paste them (javascript:, data:, foreign hosts...). */
  urls: string[];
}

export function isHostileCorpus(value: unknown): value is HostileCorpus {
  if (typeof value !== 'object' || value === null) return false;
  const { texts, urls } = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string');
  return strings(texts) && strings(urls);
}

function cycle(list: string[]) {
  let index = 0;
  return () => list[index++ % list.length] ?? '';
}

function hostileBlocks(text: () => string, url: () => string): ContentBlock[] {
  return [
    { type: 'paragraph', data: { text: text() } },
    { type: 'header', data: { text: text(), level: 2 } },
    { type: 'header', data: { text: text(), level: 3 } },
    { type: 'list', data: { style: 'unordered', items: [text(), text()] } },
    {
      type: 'list',
      data: {
        style: 'ordered',
        meta: {},
        items: [{ content: text(), meta: {}, items: [{ content: text(), meta: {}, items: [] }] }],
      },
    },
    { type: 'quote', data: { text: text(), caption: text(), alignment: text() } },
    {
      type: 'image',
      data: { file: { url: url() }, caption: text(), withBorder: true, stretched: false },
    },
    {
      type: 'embed',
      data: {
        service: text(),
        source: url(),
        embed: url(),
        width: 580,
        height: 320,
        caption: text(),
      },
    },
    {
      type: 'embed',
      data: { service: 'youtube', source: url(), embed: url(), caption: text() },
    },
    { type: text(), data: { text: text() } },
  ];
}

export function applyHostileContent(db: Db, corpus: HostileCorpus): void {
  const text = cycle(corpus.texts);
  const url = cycle(corpus.urls);
  const demoEmails = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.email));

  db.users.forEach((user, index) => {
    const info = user.personal_info;
    info.fullname = text();
    info.bio = text();
    info.profile_img = url();
    if (!demoEmails.has(info.email)) info.username = `${text().slice(0, 40)}~${index}`;
    user.social_links = Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, url()]),
    ) as SocialLinks;
  });

  for (const blog of db.blogs) {
    blog.title = text();
    blog.des = text();
    blog.banner = url();
    blog.tags = [text().slice(0, 60), text().slice(0, 60)];
    blog.content = [{ time: Date.now(), blocks: hostileBlocks(text, url), version: '2.31.0' }];
  }

  for (const comment of db.comments) comment.comment = text();
}
