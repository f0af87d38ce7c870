/**
 * This page load: a reload, or a new tab, is another. An entry whose router state carries it was pushed in
 * this document, so the entry right below it is this document's own and going back to it loads nothing (the
 * Comments panel's entry, src/lib/layer-entry.ts; the sign-in screen opened from a page, src/lib/return-to.ts).
 */
export const THIS_LOAD = Math.random().toString(36).slice(2, 10);

/** Whether this page load pushed the entry whose router state is `state`. */
export function pushedInThisLoad(state: unknown): boolean {
  return (state as { load?: unknown } | null)?.load === THIS_LOAD;
}
