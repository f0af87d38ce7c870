/**
 * Test-only routes of the HTTP host, for Playwright fixtures (ARCHITECTURE.md: the HTTP host adds routes to
 * reset the store and read the outbox):
 *   POST /__test/reset               back to the seed
 *   GET  /__test/outbox[?to=email]   every email sent, oldest first (newest last)
 *   POST /__test/invalidate-tokens   body { email? }: drops that user's tokens, or everyone's (an expiry)
 *   POST /__test/faults              body { path, fault, times? }: fault mode for one endpoint or '*'
 *   POST /__test/faults/clear        every endpoint answers normally again (reset does this too)
 *   POST /__test/hostile             body { texts, urls }: hostile values into every user-controlled field
 *   POST /__test/family-session      body { fields, lowercaseFullname? }: the tutorial dialect's session answer
 */
import { findByEmail } from '../store/accounts';
import type { MockStore } from '../store/store';
import { isFault, type FaultTable } from '../faults';
import { applyHostileContent, isHostileCorpus } from './hostile';
import { FAMILY_SESSION_FIELDS } from '../store/types';

export const TEST_ROUTE_PREFIX = '/__test/';

export interface TestAnswer {
  status: number;
  body: unknown;
}

function email(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' && body.email.trim() ? body.email : undefined;
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : {};
}

export async function answerTestRoute(
  store: MockStore,
  request: Request,
  faults: FaultTable,
): Promise<TestAnswer> {
  const url = new URL(request.url);
  const route = `${request.method} ${url.pathname}`;
  if (route === 'POST /__test/reset') {
    store.reset();
    faults.clear();
    return { status: 200, body: { status: 'reset' } };
  }
  if (route === 'POST /__test/faults') {
    const body = (await jsonBody(request).catch(() => ({}))) as Record<string, unknown>;
    const times = typeof body.times === 'number' ? body.times : undefined;
    if (typeof body.path !== 'string' || !isFault(body.fault)) {
      return { status: 400, body: { error: 'Expected { path, fault: { kind, ... }, times? }' } };
    }
    faults.set(body.path, body.fault, times);
    return { status: 200, body: faults.list() };
  }
  if (route === 'POST /__test/faults/clear') {
    faults.clear();
    return { status: 200, body: {} };
  }
  if (route === 'POST /__test/hostile') {
    const body = await jsonBody(request).catch(() => undefined);
    if (!isHostileCorpus(body)) {
      return { status: 400, body: { error: 'Expected { texts: string[], urls: string[] }' } };
    }
    applyHostileContent(store.db, body);
    return { status: 200, body: { status: 'hostile' } };
  }
  if (route === 'POST /__test/family-session') {
    const body = (await jsonBody(request).catch(() => ({}))) as Record<string, unknown>;
    const fields = FAMILY_SESSION_FIELDS.find((name) => name === body.fields);
    const lowercase = body.lowercaseFullname ?? false;
    if (!fields || typeof lowercase !== 'boolean') {
      return {
        status: 400,
        body: {
          error: `Expected { fields: ${FAMILY_SESSION_FIELDS.join(' | ')}, lowercaseFullname?: boolean }`,
        },
      };
    }
    store.familySession = { fields, lowercaseFullname: lowercase };
    return { status: 200, body: store.familySession };
  }
  if (route === 'GET /__test/outbox') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const emails = store.db.outbox.filter((item) => !to || item.to === to);
    return { status: 200, body: emails };
  }
  if (route === 'POST /__test/invalidate-tokens') {
    const text = await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return { status: 400, body: { error: 'The request body is not valid JSON' } };
    }
    const address = email(body);
    if (address === undefined)
      return { status: 200, body: { invalidated: store.invalidateTokens() } };
    const user = findByEmail(store.db, address);
    if (!user) return { status: 404, body: { error: 'Email not found' } };
    return { status: 200, body: { invalidated: store.invalidateTokens(user._id) } };
  }
  return { status: 404, body: { error: `Unknown test route ${route}` } };
}
