import type { TestInfo } from '@playwright/test';
import { MOCK_STORE_HEADER } from '../src/mocks/http/stores';

/**
 * Issue 24 item 5 (decision 0021): tests run side by side, each against a mock store of its own. The id
 * names one run of one test (a repeat or a retry gets a fresh store); Playwright's `extraHTTPHeaders`
 * sends it with every request of the test's browser context and of its `request` fixture, so the app's
 * calls, its images, the fixtures' own calls and the production server's reads (e2e/serve.ts) all reach it.
 */
export function mockStoreId(testInfo: TestInfo): string {
  return `${testInfo.testId}.${testInfo.repeatEachIndex}.${testInfo.retry}`;
}

export function mockStoreHeaders(testInfo: TestInfo): Record<string, string> {
  return { [MOCK_STORE_HEADER]: mockStoreId(testInfo) };
}
