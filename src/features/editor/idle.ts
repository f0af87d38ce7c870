/**
 * The browser's own idle callbacks, for the app's own work that can wait (the local copy). While an editor is
 * mounted, `window.requestIdleCallback` is Editor.js's to run early (editorjs-adapter.ts
 * `promptIdleCallbacks`): the browser's own functions are kept here, and used here.
 */

type Idle = typeof window.requestIdleCallback;
type Cancel = typeof window.cancelIdleCallback;
let native: { idle: Idle; cancel: Cancel } | null = null;

/** Keeps the browser's functions while they are replaced (or hands them back, given nulls). */
export function keepNativeIdle(idle: Idle | null, cancel: Cancel | null) {
  const kept = native;
  native = idle && cancel ? { idle, cancel } : null;
  return kept;
}

/** Runs `task` when the browser is idle (or within `timeout` ms); answers how to cancel it. */
export function idleTask(task: () => void, timeout = 500): () => void {
  const idle = native?.idle ?? window.requestIdleCallback;
  const cancel = native?.cancel ?? window.cancelIdleCallback;
  if (typeof idle === 'function' && typeof cancel === 'function') {
    const id = idle.call(window, () => task(), { timeout });
    return () => cancel.call(window, id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
