/**
 * Entity and payload types of SPEC §3, shaped after ../shared/API-CONTRACT.md (the documented answers).
 * Readers in the resource modules accept the known variants and return these shapes.
 */

export type Theme = 'light' | 'dark';
export type NotificationFilter = 'all' | 'like' | 'comment' | 'reply';
export type NotificationType = Exclude<NotificationFilter, 'all'>;

export interface PublicPersonalInfo {
  fullname: string;
  username: string;
  profile_img: string;
}

export interface PersonalInfo extends PublicPersonalInfo {
  email?: string;
  bio?: string;
}

/** SPEC §3 Session: what sign-in answers and what we keep in sessionStorage under `user`. */
export interface SessionUser {
  access_token: string;
  _id: string;
  username: string;
  fullname: string;
  profile_img: string;
  isAdmin: boolean;
  new_notification_available: boolean;
  personal_info?: PersonalInfo;
}

export interface UserSummary {
  _id?: string;
  personal_info: PublicPersonalInfo;
}

export interface BlogActivity {
  total_likes: number;
  total_comments: number;
  total_reads: number;
  total_parent_comments: number;
  [counter: string]: number;
}

/** One Editor.js block. `data` is user content: readers narrow it, never trust it. */
export interface ContentBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  tunes?: Record<string, unknown>;
  time?: number;
}

export interface BlogContent {
  time?: number;
  blocks: ContentBlock[];
  version?: string;
}

export interface BlogAuthor {
  _id?: string;
  personal_info: PublicPersonalInfo;
}

export interface Blog {
  _id: string;
  blog_id: string;
  title: string;
  banner: string;
  des: string;
  content: BlogContent[];
  tags: string[];
  draft?: boolean;
  publishedAt: string;
  activity: BlogActivity;
  author: BlogAuthor;
  comments?: string[];
}

/** A blog as lists return it (no content). */
export interface BlogSummary {
  _id?: string;
  blog_id: string;
  title: string;
  des?: string;
  banner?: string;
  tags?: string[];
  draft?: boolean;
  publishedAt: string;
  activity?: BlogActivity;
  author?: BlogAuthor;
}

export interface Comment {
  _id: string;
  blog_id?: string;
  comment: string;
  commentedAt: string;
  commented_by: UserSummary;
  children: string[];
  parent?: string;
  isReply?: boolean;
}

export interface NotificationComment {
  _id: string;
  comment: string;
}

export interface Notification {
  _id: string;
  type: NotificationType;
  seen: boolean;
  createdAt: string;
  user: UserSummary;
  /** `author`: the blog author's _id, when the server sends it (issue 23 item 6: who may delete). */
  blog: { _id: string; blog_id: string; title: string; author?: string };
  comment?: NotificationComment;
  replied_on_comment?: NotificationComment;
  reply?: NotificationComment;
}

export const SOCIAL_NETWORKS = [
  'youtube',
  'linkedin',
  'facebook',
  'twitter',
  'github',
  'instagram',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string>;

export function emptySocialLinks(): SocialLinks {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as SocialLinks;
}

export interface Profile {
  _id: string;
  personal_info: PersonalInfo & { bio: string };
  account_info: { total_posts: number; total_reads: number };
  social_links: SocialLinks;
  joinedAt: string;
  /** Ids of the users following this profile, when the server sends them. */
  followers?: string[];
  following?: string[];
}

// ---- payloads (SPEC §7) ----

export interface SignInPayload {
  email: string;
  password: string;
}
export interface SignUpPayload extends SignInPayload {
  fullname: string;
}

export interface CreateBlogPayload {
  title: string;
  banner: string;
  des: string;
  content: BlogContent;
  tags: string[];
  draft: boolean;
  /** Present when editing: the blog_id of the blog being edited. */
  id?: string;
}

export interface BlogSearchFilter {
  tag?: string;
  query?: string;
  /** The author's `_id`. */
  author?: string;
  limit?: number;
  eliminate_blog?: string;
}

export interface AddCommentPayload {
  /** The blog's `_id`. */
  _id: string;
  blog_author: string;
  comment: string;
  replying_to?: string;
  notification_id?: string;
}

export interface UpdateProfilePayload {
  username: string;
  bio: string;
  social_links: SocialLinks;
}
