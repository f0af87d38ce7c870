/**
 * Lookups and the answer shapes of API-CONTRACT.md, built from records. Handlers answer only through these,
 * so a private field (password, email, verification code) never leaks by accident.
 */
import type { BlogRecord, CommentRecord, Db, UserRecord } from './types';

export function findUser(db: Db, id: unknown): UserRecord | undefined {
  return typeof id === 'string' ? db.users.find((user) => user._id === id) : undefined;
}

export function findBlogById(db: Db, id: unknown): BlogRecord | undefined {
  return typeof id === 'string' ? db.blogs.find((blog) => blog._id === id) : undefined;
}

export function findBlogBySlug(db: Db, slug: unknown): BlogRecord | undefined {
  return typeof slug === 'string' ? db.blogs.find((blog) => blog.blog_id === slug) : undefined;
}

export function findComment(db: Db, id: unknown): CommentRecord | undefined {
  return typeof id === 'string' ? db.comments.find((comment) => comment._id === id) : undefined;
}

export function publicInfo(user: UserRecord | undefined) {
  return {
    fullname: user?.personal_info.fullname ?? 'Deleted user',
    username: user?.personal_info.username ?? '',
    profile_img: user?.personal_info.profile_img ?? '',
  };
}

export function userSummary(user: UserRecord | undefined) {
  return { _id: user?._id ?? '', personal_info: publicInfo(user) };
}

/** A blog as the lists answer it (no content). */
export function blogSummary(db: Db, blog: BlogRecord) {
  return {
    _id: blog._id,
    blog_id: blog.blog_id,
    title: blog.title,
    des: blog.des,
    banner: blog.banner,
    tags: [...blog.tags],
    activity: { ...blog.activity },
    publishedAt: blog.publishedAt,
    draft: blog.draft,
    author: userSummary(findUser(db, blog.author)),
  };
}

export function fullBlog(db: Db, blog: BlogRecord) {
  return { ...blogSummary(db, blog), content: structuredContent(blog) };
}

function structuredContent(blog: BlogRecord) {
  return JSON.parse(JSON.stringify(blog.content)) as BlogRecord['content'];
}

export function commentView(db: Db, comment: CommentRecord) {
  return {
    _id: comment._id,
    blog_id: comment.blog_id,
    comment: comment.comment,
    commentedAt: comment.commentedAt,
    children: [...comment.children],
    isReply: comment.isReply,
    ...(comment.parent ? { parent: comment.parent } : {}),
    commented_by: userSummary(findUser(db, comment.commented_by)),
  };
}

/** API-CONTRACT.md: notifications go to someone else; one's own actions never notify oneself. */
export function hasUnseenNotifications(db: Db, userId: string): boolean {
  return db.notifications.some(
    (item) => item.notification_for === userId && item.user !== userId && !item.seen,
  );
}

/** SPEC §3 Session plus personal_info (with email), as sign-in, Google and verify answer it. */
export function sessionUser(db: Db, user: UserRecord, accessToken: string) {
  const info = user.personal_info;
  return {
    access_token: accessToken,
    _id: user._id,
    username: info.username,
    fullname: info.fullname,
    profile_img: info.profile_img,
    isAdmin: user.isAdmin,
    new_notification_available: hasUnseenNotifications(db, user._id),
    personal_info: {
      fullname: info.fullname,
      username: info.username,
      email: info.email,
      profile_img: info.profile_img,
      bio: info.bio,
    },
  };
}

/** Page numbers start at 1 (SPEC §7); `deleted` shifts the window after deletions on earlier pages. */
export function pageOf<T>(items: readonly T[], page: number, size: number, deleted = 0): T[] {
  const safePage = Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
  const safeDeleted = Number.isFinite(deleted) && deleted > 0 ? Math.floor(deleted) : 0;
  const skip = Math.max(0, (safePage - 1) * size - safeDeleted);
  return items.slice(skip, skip + size);
}

export function newestFirst<T>(items: readonly T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => Date.parse(date(b)) - Date.parse(date(a)));
}

/** SPEC §6: total_posts counts published blogs only. */
export function recountPosts(db: Db, userId: string): void {
  const user = findUser(db, userId);
  if (!user) return;
  user.account_info.total_posts = db.blogs.filter(
    (blog) => blog.author === userId && !blog.draft,
  ).length;
}
