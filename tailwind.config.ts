import type { Config } from 'tailwindcss';

/**
 * Design tokens. Colours are CSS variables (src/styles/index.css) so that one class serves both themes:
 * [data-theme=dark] on <html> swaps the palette, and the `dark:` variant follows the same attribute.
 */
const color = (name: string) => `var(--color-${name})`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: {
      // SPEC §9: the mobile layout ends at 650 px; the tab underline switches off under 766 px.
      sm: '650px',
      md: '766px',
      lg: '1024px',
      xl: '1280px',
    },
    extend: {
      colors: {
        bg: color('bg'),
        surface: color('surface'),
        'surface-strong': color('surface-strong'),
        ink: color('ink'),
        muted: color('muted'),
        line: color('line'),
        accent: color('accent'),
        'accent-ink': color('accent-ink'),
        'accent-soft': color('accent-soft'),
        danger: color('danger'),
        success: color('success'),
        focus: color('focus'),
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'Inter', 'system-ui', '-apple-system', 'Segoe UI', 'sans-serif'],
        serif: ['Charter', '"Bitstream Charter"', '"Sitka Text"', 'Cambria', 'Georgia', 'serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
      maxWidth: {
        prose: '42rem',
        page: '76rem',
      },
      minHeight: {
        // SPEC §2 Main layout: the page is at least the viewport minus the 80 px navbar.
        page: 'calc(100vh - 80px)',
      },
      height: {
        navbar: '80px',
      },
    },
  },
} satisfies Config;
