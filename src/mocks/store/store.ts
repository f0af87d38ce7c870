/**
 * The one in-memory database of the mock backend (ARCHITECTURE.md: mocks). The three hosts (browser, Vitest,
 * real HTTP) each create one and hand it to the same handlers. It starts as a clone of the deterministic
 * seed, can be reset to it, and can be saved and restored as JSON.
 */
import { buildSeed } from '../seed/build-seed';
import { nextId, nextTimestamp, randomToken } from './ids';
import type { Db, FamilySession, OutboxEmail, UserRecord } from './types';

/** Bump when the seed or record shapes change: older saved snapshots are then ignored. */
export const SNAPSHOT_VERSION = 1;

export interface StoreSnapshot {
  version: number;
  assetBaseUrl: string;
  db: Db;
}

export type OutboxListener = (email: OutboxEmail) => void;

export interface MockStore {
  /** Origin the generated image URLs point at (the mock serves them at /mock-assets and /mock-uploads). */
  readonly assetBaseUrl: string;
  /** The live database; read it at request time, since reset() and load() replace it. */
  readonly db: Db;
  reset(): void;
  snapshot(): StoreSnapshot;
  /** Replaces the database with a saved snapshot; answers false (and changes nothing) if it is unusable. */
  load(snapshot: unknown): boolean;
  /** Called for every email put in the outbox; answers the unsubscribe function. */
  subscribe(listener: OutboxListener): () => void;
  sendEmail(email: Omit<OutboxEmail, 'id' | 'sentAt'>): OutboxEmail;
  issueToken(userId: string): string;
  userForToken(token: string): UserRecord | null;
  /** Makes the tokens of one user (or of everyone) invalid; answers how many were dropped. */
  invalidateTokens(userId?: string): number;
  /**
   * Which of the family's session answers the tutorial dialect sends (`POST /__test/family-session`); reset()
   * goes back to the majority's four fields.
   */
  familySession: FamilySession;
}

export interface StoreOptions {
  assetBaseUrl: string;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeDb(value: unknown): value is Db {
  if (!isObject(value)) return false;
  const arrays = ['users', 'blogs', 'likes', 'comments', 'notifications', 'outbox'];
  const maps = ['tokens', 'uploads', 'uploadSlots'];
  return (
    typeof value.counter === 'number' &&
    typeof value.clock === 'number' &&
    arrays.every((key) => Array.isArray(value[key])) &&
    maps.every((key) => isObject(value[key]))
  );
}

/** Stored URLs are absolute: a snapshot saved under another origin (another dev port) is moved over. */
function rebase(db: Db, from: string, to: string): Db {
  if (from === to) return db;
  const json = JSON.stringify(db);
  return JSON.parse(json.split(`${from}/mock-`).join(`${to}/mock-`)) as Db;
}

export function createStore(options: StoreOptions): MockStore {
  const assetBaseUrl = options.assetBaseUrl.replace(/\/+$/, '');
  const seed = buildSeed(assetBaseUrl);
  let db = clone(seed);
  const listeners = new Set<OutboxListener>();
  const majority = (): FamilySession => ({ fields: 'four', lowercaseFullname: false });
  let familySession = majority();

  return {
    assetBaseUrl,
    get familySession() {
      return familySession;
    },
    set familySession(answer) {
      familySession = answer;
    },
    get db() {
      return db;
    },
    reset() {
      db = clone(seed);
      familySession = majority();
    },
    snapshot() {
      return { version: SNAPSHOT_VERSION, assetBaseUrl, db: clone(db) };
    },
    load(snapshot) {
      if (!isObject(snapshot) || snapshot.version !== SNAPSHOT_VERSION) return false;
      if (typeof snapshot.assetBaseUrl !== 'string' || !looksLikeDb(snapshot.db)) return false;
      db = rebase(clone(snapshot.db), snapshot.assetBaseUrl, assetBaseUrl);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sendEmail(email) {
      const sent: OutboxEmail = { id: nextId(db), ...email, sentAt: nextTimestamp(db) };
      db.outbox.push(sent);
      for (const listener of listeners) listener(sent);
      return sent;
    },
    issueToken(userId) {
      let token = randomToken();
      while (db.tokens[token]) token = randomToken();
      db.tokens[token] = userId;
      return token;
    },
    userForToken(token) {
      const userId = Object.hasOwn(db.tokens, token) ? db.tokens[token] : undefined;
      return db.users.find((user) => user._id === userId) ?? null;
    },
    invalidateTokens(userId) {
      const kept = Object.entries(db.tokens).filter(
        ([, owner]) => userId !== undefined && owner !== userId,
      );
      const dropped = Object.keys(db.tokens).length - kept.length;
      db.tokens = Object.fromEntries(kept);
      return dropped;
    },
  };
}
