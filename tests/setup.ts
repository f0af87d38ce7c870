import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetStore, server } from '@/mocks/node';
import { sessionStore } from '@/lib/session';

/**
 * Every test runs against the mock backend (src/mocks) through MSW's Node interceptor. Unhandled requests
 * fail the test (PITFALLS: MSW 2); the store starts from the seed in every test.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetStore());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  sessionStore.reload();
});
afterAll(() => server.close());
