/**
 * Likes, reads, notifications and the counters derived from them. Counters are computed from the records
 * (never typed in by hand), so the seed always satisfies the invariants the handlers maintain.
 */
import { hashString, nextId, seededRandom } from '../store/ids';
import { verificationEmail } from '../store/emails';
import type { Db, NotificationRecord } from '../store/types';
import { recountPosts } from '../store/views';
import { BUSY_BLOG_TITLE } from './seed-comments';
import { DAY, iso, person, SEED_NOW, type People } from './seed-people';
import { PENDING_SEED_CODE } from './users';

/** The demo reader's favourites: enough to fill more than one page of 5. */
const READER_FAVOURITES = [
  BUSY_BLOG_TITLE,
  "A Reader's Guide to the Editor: Every Block, One Post",
  'What We Learned Running a 400-Person Meetup on a Shoestring',
  'Shipping Faster With Feature Flags Without Losing Your Mind',
  'The 50/30/20 Budget, Revisited for High-Rent Cities',
  'Two Weeks in Portugal by Train: An Honest Itinerary',
  'Packing Light: One Carry-On for Every Season',
];

const POPULAR = new Set([BUSY_BLOG_TITLE, READER_FAVOURITES[2]]);
const LIKERS = ['sofia', 'jonas', 'hana', 'liam', 'zara', 'gabriel', 'amelia', 'marcus', 'priya'];

export function createLikes(db: Db, people: People): void {
  const reader = person(people, 'riley')._id;
  for (const blog of db.blogs) {
    if (blog.draft) continue;
    const random = seededRandom(hashString(`likes:${blog.blog_id}`));
    const chance = POPULAR.has(blog.title) ? 0.85 : 0.35;
    const likers = READER_FAVOURITES.includes(blog.title) ? [reader] : [];
    for (const key of LIKERS) {
      const id = person(people, key)._id;
      if (id !== blog.author && random() < chance) likers.push(id);
    }
    const start = Date.parse(blog.publishedAt);
    likers.forEach((user, k) => {
      db.likes.push({ user, blog: blog._id, likedAt: iso(start + (k + 1) * 41 * 60_000) });
    });
  }
}

/** Older than this, a seeded notification counts as seen; newer ones make the bell's dot show. */
const SEEN_BEFORE = SEED_NOW - 3 * DAY;

function notify(db: Db, fields: Omit<NotificationRecord, '_id' | 'seen'>): NotificationRecord {
  const item: NotificationRecord = {
    _id: nextId(db),
    ...fields,
    seen: Date.parse(fields.createdAt) < SEEN_BEFORE,
  };
  db.notifications.push(item);
  return item;
}

export function createNotifications(db: Db): void {
  const events: { at: string; make: () => void }[] = [];
  for (const like of db.likes) {
    const blog = db.blogs.find((item) => item._id === like.blog);
    if (!blog || blog.author === like.user) continue;
    events.push({
      at: like.likedAt,
      make: () => {
        notify(db, {
          type: 'like',
          blog: blog._id,
          notification_for: blog.author,
          user: like.user,
          comment: null,
          reply: null,
          replied_on_comment: null,
          createdAt: like.likedAt,
        });
      },
    });
  }
  for (const comment of db.comments) {
    const parent = db.comments.find((item) => item._id === comment.parent);
    const recipient = parent ? parent.commented_by : comment.blog_author;
    if (recipient === comment.commented_by) continue;
    // The blog author's own reply to a top-level comment is shown as that notification's `reply`.
    const authorReply = parent
      ? undefined
      : db.comments.find(
          (item) => item.parent === comment._id && item.commented_by === comment.blog_author,
        );
    events.push({
      at: comment.commentedAt,
      make: () => {
        notify(db, {
          type: parent ? 'reply' : 'comment',
          blog: comment.blog_id,
          notification_for: recipient,
          user: comment.commented_by,
          comment: comment._id,
          reply: authorReply?._id ?? null,
          replied_on_comment: parent?._id ?? null,
          createdAt: comment.commentedAt,
        });
      },
    });
  }
  events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).forEach((event) => event.make());
}

export function tallyActivity(db: Db): void {
  for (const blog of db.blogs) {
    const comments = db.comments.filter((comment) => comment.blog_id === blog._id);
    const likes = db.likes.filter((like) => like.blog === blog._id).length;
    const random = seededRandom(hashString(`reads:${blog.blog_id}`));
    blog.activity = {
      total_likes: likes,
      total_comments: comments.length,
      total_parent_comments: comments.filter((comment) => !comment.isReply).length,
      total_reads: blog.draft
        ? 0
        : 25 + likes * 9 + comments.length * 4 + Math.floor(random() * 380),
    };
  }
  for (const user of db.users) {
    recountPosts(db, user._id);
    user.account_info.total_reads = db.blogs
      .filter((blog) => blog.author === user._id)
      .reduce((sum, blog) => sum + blog.activity.total_reads, 0);
  }
}

export function createOutbox(db: Db, people: People): void {
  const pending = person(people, 'noah');
  db.outbox.push({
    id: nextId(db),
    ...verificationEmail(pending, PENDING_SEED_CODE),
    sentAt: iso(SEED_NOW - 2 * DAY),
  });
}
