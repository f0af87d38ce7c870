/**
 * How the mock speaks (decision 0018). The handlers hold one set of semantics over one store; a dialect
 * decides the few things the deployed servers of this API family do differently (API-CONTRACT.md, last
 * section): answer shapes, error statuses, who may write, whether reading notifications marks them seen, and
 * which calls exist at all. `documented` is SPEC §7's shape and the default of every host.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { Fault } from '../faults';
import type { UserRecord } from '../store/types';
import type { MockStore } from '../store/store';
import type { Router } from '../handlers/route';
import { containsText } from '../store/rules';

export const DIALECT_NAMES = ['documented', 'tutorial'] as const;
export type DialectName = (typeof DIALECT_NAMES)[number];

export function isDialectName(value: unknown): value is DialectName {
  return DIALECT_NAMES.some((name) => name === value);
}

/** What a dialect may look at when it reshapes an answer. */
export interface AnswerContext {
  store: MockStore;
  viewer: UserRecord | null;
}

export interface Dialect {
  readonly name: DialectName;
  /** SPEC §6 gives writing to admins; most servers of the family let anyone signed in write. */
  readonly everyoneWrites: boolean;
  /** API-CONTRACT.md: loading a page of notifications marks it seen (some servers never do). */
  readonly marksNotificationsSeen: boolean;
  /**
   * The family's add-comment keeps the `blog_author` the client sends, and its delete-comment lets that user
   * delete the comment. The documented mock keeps the blog's real author whatever is sent.
   */
  readonly keepsSentBlogAuthor: boolean;
  /**
   * The order get-replies answers a comment's replies in, which its skip counts along: SPEC's server keeps
   * them as written (oldest first); the family's sorts them by commentedAt -1 (newest first).
   */
  readonly repliesNewestFirst: boolean;
  /** A token that is present but invalid or expired (a missing one is 401 everywhere). */
  readonly invalidTokenStatus: number;
  /**
   * How an author's `total_posts` follows their writing. `published`: SPEC §6, it counts their published blogs.
   * `increments`: the family's `$inc`, one more for a new blog published at once, one less for any blog
   * deleted, a draft too, so the count drifts (API-CONTRACT.md).
   */
  readonly postCount: 'published' | 'increments';
  /**
   * The family's create-blog edits with `findOneAndUpdate` and answers 200 `{ id }` also when no blog has that
   * id (it was deleted meanwhile): nothing is stored. The documented mock answers 404.
   */
  readonly editsMissingQuietly: boolean;
  /**
   * Most of the family's delete-comment put `total_parent_comments` beside `$inc`, where mongoose sets it: any
   * delete writes the blog's count of top-level comments over, with -1 (a comment) or 0 (a reply).
   */
  readonly overwritesParentCount: boolean;
  /**
   * The family's update-profile takes a social link only when its host contains `<network>.com` (an x.com,
   * youtu.be or fb.com link is refused); the documented mock takes each network's own hosts.
   */
  readonly socialHostByName: boolean;
  /** Handlers served before the shared ones: the dialect's own rules for a call, or its absence. */
  handlers(router: Router): HttpHandler[];
  /** The answer of a call that succeeded, reshaped. */
  answer(path: string, result: unknown, ctx: AnswerContext): unknown;
  /** The answer of a call that was refused or failed (`detail`: the values its message is about). */
  error(
    path: string,
    status: number,
    message: string,
    detail?: Readonly<Record<string, string>>,
  ): Response;
  /** A fault's answer in this dialect, or undefined for the fault table's usual one. */
  fault(path: string, fault: Fault): Response | undefined;
  /** The answer of the real-HTTP host for a path no handler knows. */
  notFound(method: string, path: string): Response;
  /**
   * Search text as the server reads it: whether a title or a name matches it (case aside), or null for no
   * text. SPEC's server matches it literally; the family's servers build a regular expression of it (issue
   * 29 item 8, decision 0052): one that is not valid fails (throws), and '$5 budget' or 'Node (part 2)'
   * never match their own titles.
   */
  searchMatcher(query: string): ((text: string) => boolean) | null;
}

export function jsonError(status: number, message: string): Response {
  return HttpResponse.json({ error: message }, { status });
}

export const documentedDialect: Dialect = {
  name: 'documented',
  everyoneWrites: false,
  marksNotificationsSeen: true,
  keepsSentBlogAuthor: false,
  repliesNewestFirst: false,
  invalidTokenStatus: 401,
  postCount: 'published',
  editsMissingQuietly: false,
  overwritesParentCount: false,
  socialHostByName: false,
  handlers: () => [],
  answer: (_path, result) => result,
  error: (_path, status, message) => jsonError(status, message),
  fault: () => undefined,
  notFound: (method, path) => jsonError(404, `No such endpoint: ${method} ${path}`),
  searchMatcher: (query) => (query ? (text) => containsText(text, query) : null),
};
