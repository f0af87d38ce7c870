/**
 * The Vitest host of the mock backend: the shared handlers on MSW's Node interceptor, over one store whose
 * image URLs point at http://localhost. Tests call resetStore() before each test (PITFALLS: MSW 2).
 */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createStore } from './store/store';

export const store = createStore({ assetBaseUrl: 'http://localhost' });

export const server = setupServer(...createHandlers(store));

/** Back to the deterministic seed. */
export function resetStore(): void {
  store.reset();
}
