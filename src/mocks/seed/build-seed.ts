/**
 * Builds the deterministic seed database (SPEC §3 entities). Same input, same output: ids come from the
 * database counter, dates count back from SEED_NOW, and "random" choices use a seeded PRNG.
 */
import type { Db } from '../store/types';
import { createLikes, createNotifications, createOutbox, tallyActivity } from './seed-activity';
import { createComments } from './seed-comments';
import { createBlogs, createFollows, createUsers, SEED_NOW } from './seed-people';

export function buildSeed(assetBaseUrl: string): Db {
  const db: Db = {
    counter: 0,
    clock: SEED_NOW,
    users: [],
    tokens: {},
    blogs: [],
    likes: [],
    comments: [],
    notifications: [],
    uploads: {},
    uploadSlots: {},
    outbox: [],
  };
  const people = createUsers(db, assetBaseUrl);
  createBlogs(db, people, assetBaseUrl);
  createFollows(people);
  createLikes(db, people);
  createComments(db, people);
  createNotifications(db);
  tallyActivity(db);
  createOutbox(db, people);
  return db;
}
