/**
 * The query keys of every resource, one factory each (ARCHITECTURE: server state). Keys are arrays, so
 * invalidation follows their structure: `blogKeys.lists()` reaches every list of blogs and nothing else,
 * and `blog:ab` can never match `blog:abc` the way prefix-matched strings did.
 *
 * The viewer is part of a key only where the server's answer depends on who asks (a profile shows its
 * owner their email; liked state; favourites). A change of signed-in user clears the cache but for a blog's
 * own read and the lists of published blogs (src/app/providers/session-wiring.ts): a new list under `lists()`
 * whose answer depends on who asks must be added to what that clears, as 'mine' and 'favourites' are.
 */

/** How long an answer counts as fresh, by kind of data (docs/decisions/0007). */
export const STALE = {
  /** A blog page, a profile: a new visit is a new read (get-blog counts reads; counts change). */
  entity: 0,
  /** Lists of blogs and people, trending, similar, search: Back within a minute shows them as they were. */
  list: 60_000,
  /** The viewer's own state (liked flag, own profile in settings): mutations keep it exact. */
  viewer: 30_000,
} as const;

type Viewer = string | null;

export const blogKeys = {
  all: ['blogs'] as const,
  /** Every list that shows blog cards (their like counts follow a like). */
  lists: () => [...blogKeys.all, 'list'] as const,
  latest: () => [...blogKeys.lists(), 'latest'] as const,
  byTag: (tag: string) => [...blogKeys.lists(), 'tag', tag] as const,
  search: (query: string) => [...blogKeys.lists(), 'search', query] as const,
  byAuthor: (authorId: string) => [...blogKeys.lists(), 'author', authorId] as const,
  favourites: (profileId: string, viewer: Viewer) =>
    [...blogKeys.lists(), 'favourites', profileId, viewer] as const,
  trending: () => [...blogKeys.lists(), 'trending'] as const,
  similar: (blogId: string, tag: string) => [...blogKeys.lists(), 'similar', blogId, tag] as const,
  /** Manage blogs (SPEC §2): the admin's own published blogs or drafts, by search text. */
  mine: (kind: 'published' | 'draft', query: string) =>
    [...blogKeys.allMine(), kind, query] as const,
  allMine: () => [...blogKeys.lists(), 'mine'] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  /** get-blog in edit mode (draft true, mode 'edit'): not a read, and drafts included. */
  editing: (blogId: string) => [...blogKeys.all, 'editing', blogId] as const,
  detail: (blogId: string) => [...blogKeys.details(), blogId] as const,
  /** isliked-by-user, per blog _id and viewer. */
  liked: (blogObjectId: string, viewer: Viewer) =>
    [...blogKeys.all, 'liked', blogObjectId, viewer] as const,
};

export const userKeys = {
  all: ['users'] as const,
  profiles: () => [...userKeys.all, 'profile'] as const,
  profile: (username: string, viewer: Viewer) =>
    [...userKeys.profiles(), username, viewer] as const,
  search: (query: string) => [...userKeys.all, 'search', query] as const,
  /** Followers and following lists of one profile. */
  people: (profileId: string) => [...userKeys.all, 'people', profileId] as const,
  followers: (profileId: string, viewer: Viewer) =>
    [...userKeys.people(profileId), 'followers', viewer] as const,
  following: (profileId: string, viewer: Viewer) =>
    [...userKeys.people(profileId), 'following', viewer] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /new-notification for one signed-in user (with the title's unseen count, docs/decisions/0013). */
  flag: (viewer: string) => [...notificationKeys.all, 'new', viewer] as const,
  /** all-notifications-count of 'all', shared by the check and the notifications page. */
  total: (viewer: string) => [...notificationKeys.all, 'total', viewer] as const,
  /** Every paged list of notifications (a reply or a delete reaches all of them). */
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** One filter's list (SPEC §3 Notification filter: all, like, comment, reply). */
  list: (filter: string, viewer: Viewer) => [...notificationKeys.lists(), filter, viewer] as const,
};

export const commentKeys = {
  all: ['comments'] as const,
  threads: () => [...commentKeys.all, 'thread'] as const,
  /** Everything the comments panel of one blog (its `_id`, which get-blog-comments takes) has read. */
  thread: (blogObjectId: string) => [...commentKeys.threads(), blogObjectId] as const,
  /** Its pages of top-level comments (src/features/comments/use-comment-thread.ts). */
  top: (blogObjectId: string) => [...commentKeys.thread(blogObjectId), 'top'] as const,
  /** The pages of replies shown under one comment; none cached: its replies are hidden. */
  replies: (blogObjectId: string, commentId: string) =>
    [...commentKeys.thread(blogObjectId), 'replies', commentId] as const,
};
