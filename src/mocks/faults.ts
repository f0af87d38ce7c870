/**
 * Fault mode of the mock backend (issue 6): per endpoint, answer with a server error (with or without an
 * error body), a 401 or 404, a malformed body, no answer at all (the client's timeout fires) or a delay.
 * The hardening suites switch faults on through the HTTP host's test routes; Vitest sets them directly.
 */
import { delay, HttpResponse } from 'msw';

export type Fault =
  | { kind: 'status'; status: number; body?: 'json' | 'empty' | 'text'; message?: string }
  | { kind: 'malformed' }
  | { kind: 'timeout' }
  | { kind: 'delay'; ms: number };

interface Entry {
  fault: Fault;
  /** How many more requests it applies to; undefined means until cleared. */
  remaining?: number;
}

export interface FaultTable {
  /** `path` is an API path such as '/latest-blogs', or '*' for every endpoint. */
  set(path: string, fault: Fault, times?: number): void;
  clear(): void;
  /** The fault for this request, counting it down. */
  take(path: string): Fault | undefined;
  list(): Record<string, Entry>;
}

export function createFaultTable(): FaultTable {
  const entries = new Map<string, Entry>();
  return {
    set(path, fault, times) {
      entries.set(path, { fault, remaining: times });
    },
    clear() {
      entries.clear();
    },
    take(path) {
      const key = entries.has(path) ? path : '*';
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.remaining !== undefined) {
        entry.remaining -= 1;
        if (entry.remaining <= 0) entries.delete(key);
      }
      return entry.fault;
    },
    list() {
      return Object.fromEntries(entries);
    },
  };
}

export function isFault(value: unknown): value is Fault {
  if (typeof value !== 'object' || value === null) return false;
  const fault = value as Record<string, unknown>;
  switch (fault.kind) {
    case 'status':
      return typeof fault.status === 'number' && fault.status >= 400 && fault.status < 600;
    case 'delay':
      return typeof fault.ms === 'number' && fault.ms >= 0;
    case 'malformed':
    case 'timeout':
      return true;
    default:
      return false;
  }
}

/**
 * Answers the fault, or undefined to let the request through (after a delay, for 'delay').
 */
export async function applyFault(fault: Fault): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'delay':
      await delay(fault.ms);
      return undefined;
    case 'timeout':
      // Never answers: the client gives up at its own timeout.
      await delay('infinite');
      return undefined;
    case 'malformed':
      return new HttpResponse('{"blogs": [unterminated', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'status':
      if (fault.body === 'empty') return new HttpResponse(null, { status: fault.status });
      if (fault.body === 'text') {
        return new HttpResponse('<html><body>Bad gateway</body></html>', {
          status: fault.status,
          headers: { 'Content-Type': 'text/html' },
        });
      }
      return HttpResponse.json(
        { error: fault.message ?? `Simulated server error (${fault.status})` },
        { status: fault.status },
      );
  }
}
