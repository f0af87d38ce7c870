import { useEffect } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_MAX_WIDTH } from '@/lib/constants';

/**
 * SPEC §4 and §9 toasts: blank, error, success, loading and custom; at most 20 kept; paused while the pointer
 * is on one; durations and max width from SPEC §9.
 *
 * react-hot-toast's headless build keeps the toasts (the store, their timers, pausing, the stacking offsets)
 * and this draws them with the app's own classes and theme colours. Its styled `<Toaster>` brought a
 * CSS-in-JS runtime (goober) and its own icons and keyframes with it: 4.7 KB gzip that every first visit
 * downloaded, against 2.4 KB now (docs/decisions/0027).
 */
const OPTIONS = {
  duration: TOAST_DURATIONS.blank,
  error: { duration: TOAST_DURATIONS.error },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
};

const GUTTER_PX = 8;

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading')
    return (
      <span
        aria-hidden="true"
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-line border-r-ink"
      />
    );
  if (type !== 'success' && type !== 'error') return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-5 shrink-0 rounded-full p-1 text-bg ${type === 'success' ? 'bg-success' : 'bg-danger'}`}
    >
      <path
        d={type === 'success' ? 'M5 10.5l3.2 3L15 7' : 'M6 6l8 8M14 6l-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AppToaster() {
  const { toasts, handlers } = useToaster(OPTIONS);
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;

  useEffect(() => {
    // Newest first: beyond the limit go the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    // Below the 80 px bar (the navbar, the editor's), never over its controls: on a phone a toast lay over
    // Sign In, the search and the theme button for its seconds and took their taps (an audit, decision 0066).
    // The toaster is the live region, there from its first render: a toast's own element comes with its
    // text, and a live region added with its text is often not read out (react-hot-toast #335), so forms
    // whose errors are toasts said nothing to a screen reader. Each toast keeps its role, not live itself,
    // so it is said once.
    <div
      data-toaster=""
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 top-[88px] z-[9999]"
    >
      {toasts.map((item) => {
        const offset = calculateOffset(item, { gutter: GUTTER_PX });
        // Measured whenever it is drawn: a form's toast replaced by longer words grows, and the toasts under it
        // move down instead of lying over its last line (an audit, decision 0066).
        const measure = (element: HTMLDivElement | null) => {
          const height = element?.getBoundingClientRect().height;
          if (height !== undefined && height !== item.height) updateHeight(item.id, height);
        };
        return (
          <div
            key={item.id}
            className="absolute inset-x-0 top-0 flex justify-center motion-safe:transition-all motion-safe:duration-200"
            style={{
              transform: `translateY(${item.visible ? offset : offset - 16}px)`,
              opacity: item.visible ? 1 : 0,
              zIndex: item.visible ? 1 : 0,
            }}
          >
            <div
              ref={measure}
              {...item.ariaProps}
              aria-live="off"
              onMouseEnter={startPause}
              onMouseLeave={endPause}
              // Lifted from the page in the dark theme too, where the shade under it is not seen.
              className="pointer-events-auto flex items-center gap-2.5 rounded-lg border border-line bg-bg px-3 py-2 text-ink shadow-lg dark:bg-surface-strong"
              style={{ maxWidth: TOAST_MAX_WIDTH }}
            >
              <ToastIcon type={item.type} />
              {/* Drawn anew each time it is raised (a form's message replaces its toast), so the same words
                  raised again are said again: a live region says what is added to it (0065). */}
              <div key={item.createdAt} className="flex-1 px-1 py-0.5 text-center leading-snug">
                {resolveValue(item.message, item)}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
