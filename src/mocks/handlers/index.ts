/**
 * Every mock handler, over one store. The browser worker, the Vitest server and the real HTTP host all
 * serve exactly this list (ARCHITECTURE.md: mocks). It covers every path in src/config/endpoints.ts.
 */
import type { HttpHandler } from 'msw';
import type { MockStore } from '../store/store';
import type { FaultTable } from '../faults';
import { documentedDialect, type Dialect } from '../dialect/dialect';
import { assetHandlers } from './assets';
import { authHandlers } from './auth';
import { blogEditingHandlers } from './blog-editing';
import { blogHandlers } from './blogs';
import { commentHandlers } from './comments';
import { likeHandlers } from './likes';
import { notificationHandlers } from './notifications';
import { createRouter } from './route';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';

/** The dialect's own handlers come first: MSW answers with the first handler that matches. */
export function createHandlers(
  store: MockStore,
  faults?: FaultTable,
  dialect: Dialect = documentedDialect,
): HttpHandler[] {
  const router = createRouter(store, faults, dialect);
  return [
    ...dialect.handlers(router),
    ...authHandlers(router),
    ...blogHandlers(router),
    ...blogEditingHandlers(router),
    ...likeHandlers(router),
    ...commentHandlers(router),
    ...userHandlers(router),
    ...notificationHandlers(router),
    ...uploadHandlers(router),
    ...assetHandlers(router),
  ];
}
