import { ENDPOINTS } from '../src/config/endpoints';
import { memoryStore, type AnswerStore } from './answer-store';

/**
 * The server's few REST calls (SPEC §7: get-blog, get-profile, latest-blogs), each answer cached briefly per
 * key. A page never waits for the backend longer than `timeoutMs` (issue 16: "never worse than today"); a
 * call that takes longer keeps running in the background, up to `backgroundTimeoutMs`, and fills the cache
 * for the next visitor. Concurrent requests for one key share one call, so a link shared to a thousand
 * people costs one backend read per `ttlMs`. Answers are kept in a pluggable store (server/answer-store.ts):
 * process memory on Node, the platform's cache on an edge platform, shared by its instances.
 */

export interface PersonSummary {
  fullname: string;
  username: string;
  profile_img: string;
}

export interface ServerBlog {
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  publishedAt: string;
  author: PersonSummary;
}

export interface ServerProfile extends PersonSummary {
  bio: string;
}

export interface BackendOptions {
  /** The REST backend's base URL (no trailing slash needed). */
  apiUrl: string;
  fetch?: typeof fetch;
  /** How long a page waits for an answer before it is served without one. */
  timeoutMs?: number;
  /** How long a call may keep running to fill the cache after the page gave up on it. */
  backgroundTimeoutMs?: number;
  /** How long an answer (found or not found) is reused. */
  ttlMs?: number;
  /** How long a failure (network error, 5xx, timeout) is remembered, so a down backend is not hammered. */
  failureTtlMs?: number;
  /** Most keys kept in the default store (process memory); the oldest go first. */
  maxEntries?: number;
  /** Where answers are kept; default: process memory. */
  store?: AnswerStore;
  now?: () => number;
}

/**
 * Keeps work alive after the response went out: the edge platform's `ctx.waitUntil`. Without it a call that
 * outlasts the page's wait could be cut off there before it fills the cache; Node needs none.
 */
export type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * The backend said the blog or profile does not exist (a 404, `null`, `{ blog: null }`), or is no public page
 * (a draft): the page is served as not found (decision 0062).
 */
export const MISSING = 'missing';

/** An answer read in time: the thing, MISSING, or null when the backend failed, answered garbage or was slow. */
export type Found<T> = T | typeof MISSING | null;

export interface Backend {
  /** The published blog; MISSING when the backend says there is none; null when it failed or was too slow. */
  blog(blogId: string, waitUntil?: WaitUntil): Promise<Found<ServerBlog>>;
  profile(username: string, waitUntil?: WaitUntil): Promise<Found<ServerProfile>>;
  /** One page of latest blogs, for the feeds: waits up to `backgroundTimeoutMs` and throws on failure. */
  latest(page: number): Promise<ServerBlog[]>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Tolerant readers, as src/api/read.ts (API-CONTRACT.md variants: `{ blog }`, `{ user }` or bare). */
function readPerson(value: unknown): PersonSummary {
  const info = isRecord(value) ? value : {};
  return {
    fullname: text(info.fullname),
    username: text(info.username),
    profile_img: text(info.profile_img),
  };
}

export function readServerBlog(value: unknown): Found<ServerBlog> {
  const blog = isRecord(value) && 'blog' in value ? value.blog : value;
  if (blog === null) return MISSING;
  if (!isRecord(blog) || typeof blog.blog_id !== 'string') return null;
  if (blog.draft === true) return MISSING;
  const author = isRecord(blog.author) ? blog.author : {};
  return {
    blog_id: blog.blog_id,
    title: text(blog.title),
    des: text(blog.des),
    banner: text(blog.banner),
    publishedAt: text(blog.publishedAt),
    author: readPerson(author.personal_info ?? author),
  };
}

export function readServerProfile(value: unknown): Found<ServerProfile> {
  const user = isRecord(value) && 'user' in value && !('_id' in value) ? value.user : value;
  if (user === null) return MISSING;
  if (!isRecord(user) || !isRecord(user.personal_info)) return null;
  const person = readPerson(user.personal_info);
  if (!person.username) return null;
  return { ...person, bio: text(user.personal_info.bio) };
}

class BackendFailure extends Error {}

const TOO_SLOW = Symbol('too slow');

export function createBackend(options: BackendOptions): Backend {
  const base = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 300;
  const backgroundTimeoutMs = options.backgroundTimeoutMs ?? 5_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const failureTtlMs = options.failureTtlMs ?? 5_000;
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore({ maxEntries: options.maxEntries, now });
  /** Calls under way in this instance: concurrent requests for one key share one. */
  const inFlight = new Map<string, Promise<unknown>>();

  /** POSTs `body` and answers the parsed JSON, null for a 404, or throws BackendFailure. */
  async function call(path: string, body: Json): Promise<unknown> {
    const response = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(backgroundTimeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new BackendFailure(`${path} answered ${response.status}`);
    return (await response.json()) as unknown;
  }

  /** The kept answer for `key`, or the one call that `load` makes, kept for `ttlMs` (a failure briefly). */
  function cached(key: string, load: () => Promise<unknown>, waitUntil?: WaitUntil) {
    const running = inFlight.get(key);
    if (running) return running;
    const value = (async () => {
      const kept = await store.get(key);
      if (kept) {
        if ('failed' in kept) throw new BackendFailure(`${key} failed a moment ago`);
        return kept.body;
      }
      try {
        const body = await load();
        await store.put(key, { body }, now() + ttlMs);
        return body;
      } catch (error) {
        await store.put(key, { failed: true }, now() + failureTtlMs);
        throw error;
      }
    })();
    inFlight.set(key, value);
    const settled = value
      .catch(() => undefined)
      .finally(() => {
        if (inFlight.get(key) === value) inFlight.delete(key);
      });
    waitUntil?.(settled);
    return value;
  }

  /** The cached answer if it arrives within `timeoutMs`; null when it is late or failed. */
  async function quick<T>(
    value: Promise<unknown>,
    read: (body: unknown) => Found<T>,
  ): Promise<Found<T>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<typeof TOO_SLOW>((resolve) => {
      timer = setTimeout(() => resolve(TOO_SLOW), timeoutMs);
    });
    try {
      const body = await Promise.race([value, late]);
      if (body === TOO_SLOW) return null;
      return body === null ? MISSING : read(body);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    blog: (blogId, waitUntil) =>
      quick(
        // Edit mode: the server's own reads (heads, feeds, the first view) count no read (API-CONTRACT.md:
        // a read is counted unless mode is 'edit'); the reader's page counts the one read (decision 0018).
        cached(
          `blog:${blogId}`,
          () => call(ENDPOINTS.getBlog, { blog_id: blogId, mode: 'edit' }),
          waitUntil,
        ),
        readServerBlog,
      ),
    profile: (username, waitUntil) =>
      quick(
        cached(`profile:${username}`, () => call(ENDPOINTS.getProfile, { username }), waitUntil),
        readServerProfile,
      ),
    async latest(page) {
      const body = await cached(`latest:${page}`, () => call(ENDPOINTS.latestBlogs, { page }));
      const blogs = isRecord(body) ? body.blogs : undefined;
      if (!Array.isArray(blogs)) throw new BackendFailure('latest-blogs: no blogs list');
      return blogs
        .map(readServerBlog)
        .filter((blog): blog is ServerBlog => typeof blog === 'object' && blog !== null);
    },
  };
}
