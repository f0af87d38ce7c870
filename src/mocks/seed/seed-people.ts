/**
 * Seed users, their blogs and who follows whom. Dates count back from SEED_NOW so the demo always looks
 * recent-ish and identical on every run.
 */
import type { SocialLinks } from '../../api/types';
import { SOCIAL_NETWORKS } from '../../api/types';
import { artUrl, avatarUrl } from '../assets/svg';
import { nextId, uniqueSlug } from '../store/ids';
import type { BlogRecord, Db, UserRecord } from '../store/types';
import { DRAFT_ENTRIES, entryContent, PUBLISHED_ENTRIES, type CatalogEntry } from './catalog';
import { SHOWCASE_ENTRY, showcaseContent } from './showcase';
import { WATCH_LIST_ENTRY, watchListContent } from './watch-list';
import { PENDING_SEED_CODE, SEED_USERS } from './users';

/** The seed's "now": 14 November 2026, 09:00 UTC. */
export const SEED_NOW = Date.UTC(2026, 10, 14, 9, 0, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export type People = Map<string, UserRecord>;

export function person(people: People, key: string): UserRecord {
  const user = people.get(key);
  if (!user) throw new Error(`Unknown seed user ${key}`);
  return user;
}

export function createUsers(db: Db, assetBaseUrl: string): People {
  const people: People = new Map();
  for (const seed of SEED_USERS) {
    const social_links = Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, seed.social[network] ?? '']),
    ) as SocialLinks;
    const user: UserRecord = {
      _id: nextId(db),
      personal_info: {
        fullname: seed.fullname,
        email: seed.email,
        password: seed.password,
        username: seed.username,
        bio: seed.bio,
        profile_img: avatarUrl(assetBaseUrl, seed.fullname),
      },
      social_links,
      account_info: { total_posts: 0, total_reads: 0 },
      isAdmin: seed.isAdmin,
      verified: seed.verified,
      google_auth: seed.google_auth,
      verification_code: seed.verified ? null : PENDING_SEED_CODE,
      followers: [],
      following: [],
      joinedAt: iso(SEED_NOW - seed.joinedDaysAgo * DAY),
    };
    db.users.push(user);
    people.set(seed.key, user);
  }
  return people;
}

interface BlogSeed {
  entry: CatalogEntry;
  draft: boolean;
  /** A draft may still lack a banner (SPEC §5 requires one only to publish). */
  banner: boolean;
  content: (slug: string, time: number) => BlogRecord['content'][number];
}

function addBlog(db: Db, people: People, assetBaseUrl: string, seed: BlogSeed): void {
  const { entry } = seed;
  const blog_id = uniqueSlug(db, entry.title);
  const time = SEED_NOW - entry.daysAgo * DAY;
  db.blogs.push({
    _id: nextId(db),
    blog_id,
    title: entry.title,
    banner: seed.banner ? artUrl(assetBaseUrl, 'banners', blog_id) : '',
    des: entry.des,
    content: [seed.content(blog_id, time)],
    tags: entry.tags.map((tag) => tag.toLowerCase()),
    author: person(people, entry.author)._id,
    activity: { total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 },
    comments: [],
    draft: seed.draft,
    publishedAt: iso(time),
  });
}

export function createBlogs(db: Db, people: People, assetBaseUrl: string): void {
  addBlog(db, people, assetBaseUrl, {
    entry: SHOWCASE_ENTRY,
    draft: false,
    banner: true,
    content: (slug, time) => showcaseContent(slug, assetBaseUrl, time),
  });
  PUBLISHED_ENTRIES.forEach((entry, index) => {
    addBlog(db, people, assetBaseUrl, {
      entry,
      draft: false,
      banner: true,
      content: (slug, time) => entryContent(entry, index, slug, assetBaseUrl, time),
    });
  });
  DRAFT_ENTRIES.forEach((entry, index) => {
    addBlog(db, people, assetBaseUrl, {
      entry,
      draft: true,
      banner: index !== 0,
      content: (slug, time) => entryContent(entry, index, slug, assetBaseUrl, time),
    });
  });
  // Last, so every blog seeded before it keeps its id.
  addBlog(db, people, assetBaseUrl, {
    entry: WATCH_LIST_ENTRY,
    draft: false,
    banner: true,
    content: (slug, time) => watchListContent(slug, assetBaseUrl, time),
  });
}

/** follower key → the keys they follow. */
const FOLLOWS: Record<string, string[]> = {
  riley: ['amelia', 'marcus', 'priya'],
  sofia: ['amelia', 'priya'],
  jonas: ['amelia', 'marcus', 'riley'],
  hana: ['marcus', 'priya'],
  liam: ['amelia'],
  zara: ['priya'],
  gabriel: ['priya', 'amelia'],
  amelia: ['marcus', 'priya', 'riley'],
  marcus: ['amelia'],
  priya: ['amelia'],
};

export function createFollows(people: People): void {
  for (const [followerKey, targets] of Object.entries(FOLLOWS)) {
    const follower = person(people, followerKey);
    for (const targetKey of targets) {
      const target = person(people, targetKey);
      follower.following.push(target._id);
      target.followers.push(follower._id);
    }
  }
}
