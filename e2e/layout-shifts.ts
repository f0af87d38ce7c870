import type { Page } from '@playwright/test';

/**
 * Watching a page's layout shifts as Chromium reports them (the Layout Instability API), for the specs that
 * hold a page still to a rule: font-swap.spec.ts (Inter arriving late) and layout-stability.spec.ts (every
 * route loading).
 */

export interface Moved {
  value: number;
  what: string[];
}

/** Every layout shift from now on, with what moved and by how much (page.addInitScript). */
export function watchShifts() {
  const shifts: Moved[] = [];
  (window as unknown as { __shifts: Moved[] }).__shifts = shifts;
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources?: Source[];
    })[]) {
      shifts.push({
        value: entry.value,
        what: (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()} "${node.textContent?.trim().slice(0, 40)}"`
              : `text "${node?.textContent?.trim().slice(0, 40)}"`;
          return `${name} by ${(to.x - from.x).toFixed(1)}, ${(to.y - from.y).toFixed(1)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves once the page has changed nothing for `quiet` ms: drawn, with its data, and settled. */
export async function settled(page: Page, quiet = 600) {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    quiet,
  );
}

/** The shifts recorded so far (watchShifts). */
export const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Moved[] }).__shifts);
