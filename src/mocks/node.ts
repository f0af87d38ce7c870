/**
 * The Vitest host of the mock backend: the shared handlers on MSW's Node interceptor, over one store whose
 * image URLs point at http://localhost. Tests call resetStore() before each test (PITFALLS: MSW 2).
 */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createStore } from './store/store';
import { createFaultTable } from './faults';

export const store = createStore({ assetBaseUrl: 'http://localhost' });

/** Fault mode (issue 6): tests switch faults on per endpoint; resetStore() clears them. */
export const faults = createFaultTable();

export const server = setupServer(...createHandlers(store, faults));

/** Back to the deterministic seed. */
export function resetStore(): void {
  store.reset();
  faults.clear();
}
