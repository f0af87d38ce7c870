import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe harness shared by the accessibility suite (a11y.spec.ts) and the specs of features that add
 * controls of their own (they audit the state only they can reach, with the same rules).
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** src/lib/theme.ts: the choice lives in sessionStorage under `theme` (STORAGE_KEYS.theme). */
export async function setTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => {
    if (window.top !== window) return;
    window.sessionStorage.setItem('theme', value);
  }, theme);
}

/**
 * The page is ready to be judged: the app has replaced the server's first view, its level-1 heading is shown, no skeleton, route fallback or progress bar
 * is left and the fonts are in. One-off animations (the list entry fade-in) are run to their end state, so
 * axe measures colours as the reader finally sees them without waiting out each staggered fade.
 */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The production server paints a page's first view (a blog's title, say) before the code runs: the app has
  // taken over only once that shell is gone, and what it then shows (a list's entry fade) comes after.
  await expect(page.locator('#app-shell, #first-view')).toHaveCount(0, { timeout: 10_000 });
  await expect(
    page.locator('[aria-busy="true"], [role="progressbar"], [role="status"]:has(.animate-pulse)'),
  ).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

/** The rules a theme's colours decide. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the page as it is and adds one line per failing element to `found`. */
export async function audit(page: Page, label: string, found: string[]) {
  // Legacy mode runs axe.run() in the page itself instead of axe.runPartial() in every frame plus
  // axe.finishRun() in a fresh blank page per call, which made each audit ~40% slower. Its one difference:
  // cross-origin frames are not entered, and the only ones here are third-party embeds (YouTube and co.,
  // offline in tests), whose content is not ours to fix; the <iframe> elements themselves are still checked.
  // The dark theme changes colours only: its audits check what colours decide (contrast, links told apart
  // from text), every other rule having run on the same page in the light theme (a11y.spec.ts,
  // editor-look.spec.ts audit both). A third less of the suite's axe time on the 2-core CI machine.
  const dark = await page.evaluate(() => document.documentElement.dataset.theme === 'dark');
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const results = await (dark ? axe.withRules(THEME_RULES) : axe.withTags(AXE_TAGS)).analyze();
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? '').split('\n').slice(0, 2).join(' ').trim();
      found.push(
        `[${violation.id}] (${violation.impact ?? 'n/a'}) at ${label}\n` +
          `    target: ${node.target.map(String).join(' >> ')}\n` +
          `    ${summary}`,
      );
    }
  }
}

/**
 * Audits the page in both themes: in the light one with every rule, then switched in place to the dark one (as
 * the theme toggle switches it: src/lib/theme.ts) with the rules its colours decide, and back. One visit and one
 * settled page serve both: the sweeps of a11y.spec.ts visited every route twice, once per theme, for 42 s of the
 * suite's time on the CI machine's two cores (decision 0038).
 */
export async function auditBothThemes(page: Page, label: string, found: string[]) {
  for (const theme of THEMES) {
    await page.evaluate((value) => {
      const root = document.documentElement;
      root.setAttribute('data-theme', value);
      root.style.colorScheme = value;
      // Colours that transition to the new theme are judged where they end.
      void getComputedStyle(root).color;
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }
    }, theme);
    await audit(page, `${theme}/${label}`, found);
  }
}

export function report(found: string[]): string {
  return `${found.length} axe violation(s):\n${found.join('\n')}`;
}
