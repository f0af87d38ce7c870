import { useSyncExternalStore } from 'react';
import { capabilities } from '@/api/capabilities';

/**
 * Issue 29 item 4: whether the server lacks a call (its first HTML 404 says so; src/api/capabilities.ts). A
 * screen hides the call's controls, or says plainly that this server does not offer it.
 */
export function useCallMissing(path: string): boolean {
  useSyncExternalStore(capabilities.subscribe, capabilities.snapshot, capabilities.snapshot);
  return capabilities.isMissing(path);
}
