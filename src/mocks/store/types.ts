/**
 * The mock backend's records, shaped after the MongoDB documents of the real servers of this API family
 * (API-CONTRACT.md). Everything here is plain JSON so the whole database can be snapshotted into
 * localStorage by the browser host and cloned from the seed for every test.
 */
import type { BlogContent, NotificationType, SocialLinks } from '../../api/types';

/**
 * API-CONTRACT.md, last section: the family's sign-in, sign-up and Google answers. Six servers of ten send four
 * fields (one of them names the token `accessToken`), two add `_id`, two add `isAdmin`; `fullname` may come back
 * lowercased. Only the tutorial dialect sends them; a host's default is the majority's.
 */
export const FAMILY_SESSION_FIELDS = ['four', 'accessToken', 'with-id', 'with-isAdmin'] as const;
export interface FamilySession {
  fields: (typeof FAMILY_SESSION_FIELDS)[number];
  lowercaseFullname: boolean;
}

export interface UserRecord {
  _id: string;
  personal_info: {
    fullname: string;
    email: string;
    /** Plain text on purpose: this is demo data that lives in the visitor's own browser. */
    password: string;
    username: string;
    bio: string;
    profile_img: string;
  };
  social_links: SocialLinks;
  account_info: { total_posts: number; total_reads: number };
  isAdmin: boolean;
  verified: boolean;
  google_auth: boolean;
  /** The pending 6-digit email code (SPEC §9: up to 6 characters); null once verified. */
  verification_code: string | null;
  followers: string[];
  following: string[];
  joinedAt: string;
}

export interface BlogActivityRecord {
  total_likes: number;
  total_comments: number;
  total_reads: number;
  total_parent_comments: number;
}

export interface BlogRecord {
  _id: string;
  /** Public slug used in /blog/{blog_id}. */
  blog_id: string;
  title: string;
  banner: string;
  des: string;
  /** SPEC §3: an array whose first item holds the Editor.js blocks. */
  content: BlogContent[];
  tags: string[];
  /** The author's user _id. */
  author: string;
  activity: BlogActivityRecord;
  /** Ids of every comment and reply on the blog. */
  comments: string[];
  draft: boolean;
  publishedAt: string;
}

export interface LikeRecord {
  user: string;
  /** The blog's _id. */
  blog: string;
  likedAt: string;
}

export interface CommentRecord {
  _id: string;
  /** The blog's _id. */
  blog_id: string;
  blog_author: string;
  comment: string;
  /** Reply ids, oldest first. */
  children: string[];
  commented_by: string;
  isReply: boolean;
  parent: string | null;
  commentedAt: string;
}

export interface NotificationRecord {
  _id: string;
  type: NotificationType;
  /** The blog's _id. */
  blog: string;
  /** The user who receives it. */
  notification_for: string;
  /** The user who acted. */
  user: string;
  /** The comment (or reply) that caused a comment/reply notification. */
  comment: string | null;
  /** The recipient's own reply to it, sent from the notifications screen. */
  reply: string | null;
  /** For reply notifications: the recipient's comment that was replied to. */
  replied_on_comment: string | null;
  seen: boolean;
  createdAt: string;
}

export interface UploadRecord {
  contentType: string;
  /** The bytes, base64 encoded, so the snapshot stays JSON. */
  data: string;
  uploadedAt: string;
}

export type OutboxKind = 'verification' | 'new-password';

/** A "sent" email: the Demo inbox and the tests read these instead of a mailbox. */
export interface OutboxEmail {
  id: string;
  to: string;
  kind: OutboxKind;
  /** The 6-digit code of a verification email. */
  code?: string;
  /** The generated password of a new-password email. */
  password?: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface Db {
  /** Counter behind every generated id and slug suffix, so runs are reproducible. */
  counter: number;
  /** Last timestamp handed out (ms): new records are always newer than the seed and each other. */
  clock: number;
  users: UserRecord[];
  /** Access token → user _id. */
  tokens: Record<string, string>;
  blogs: BlogRecord[];
  likes: LikeRecord[];
  comments: CommentRecord[];
  notifications: NotificationRecord[];
  uploads: Record<string, UploadRecord>;
  /** Upload id → the signature its signed URL carries (a PUT without it is refused). */
  uploadSlots: Record<string, string>;
  outbox: OutboxEmail[];
}
