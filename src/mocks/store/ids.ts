/**
 * Id, slug, clock and secret generation. Ids and slugs come from the database counter so the seed is the
 * same on every run; secrets (tokens, codes, passwords, upload signatures) come from crypto so they cannot
 * be guessed, as a real server's would not.
 */
import type { Db } from './types';

/** FNV-1a: a small stable hash for turning labels into colours and slug suffixes. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a seeded PRNG, enough for demo numbers that must not change between runs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(value: number, width: number): string {
  return Math.floor(value).toString(16).padStart(width, '0').slice(-width);
}

/** A MongoDB ObjectId look-alike: seconds, then random-looking bytes, then the counter. */
export function nextId(db: Db): string {
  db.counter += 1;
  const random = seededRandom(db.counter * 2654435761);
  const seconds = Math.floor(db.clock / 1000);
  return (
    hex(seconds, 8) + hex(random() * 0xffffffff, 8) + hex(random() * 0xffff, 2) + hex(db.counter, 6)
  );
}

/** A timestamp never earlier than anything already stored, so "newest first" is always well-defined. */
export function nextTimestamp(db: Db): string {
  db.clock = Math.max(Date.now(), db.clock + 1);
  return new Date(db.clock).toISOString();
}

export function slugify(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // Whole words only, up to about 60 characters, so the slug never ends mid-word.
  let slug = '';
  for (const word of words) {
    if (slug && slug.length + word.length + 1 > 60) break;
    slug = slug ? `${slug}-${word}` : word.slice(0, 60);
  }
  return slug || 'blog';
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

function suffix(seed: number): string {
  const random = seededRandom(seed);
  return Array.from({ length: 4 }, () => BASE36[Math.floor(random() * 36)]).join('');
}

/** A readable unique public id such as `my-title-x7k2`. */
export function uniqueSlug(db: Db, title: string): string {
  const base = slugify(title);
  let attempt = hashString(title);
  for (;;) {
    const candidate = `${base}-${suffix(attempt)}`;
    if (!db.blogs.some((blog) => blog.blog_id === candidate)) return candidate;
    db.counter += 1;
    attempt = hashString(`${title}#${db.counter}`);
  }
}

function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function randomToken(): string {
  return Array.from(randomBytes(32), (byte) => BASE36[byte % 36]).join('');
}

export function randomSignature(): string {
  return Array.from(randomBytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SPEC §9: the verification code is 6 characters; we use 6 digits. */
export function randomCode(): string {
  const [value = 0] = new Uint32Array(randomBytes(4).buffer);
  return String(value % 1_000_000).padStart(6, '0');
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** SPEC §5: a new password must itself pass the password rule (digit, lower, upper, 6-20 chars). */
export function randomPassword(): string {
  for (;;) {
    const password = Array.from(
      randomBytes(12),
      (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length],
    ).join('');
    if (/\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)) return password;
  }
}
