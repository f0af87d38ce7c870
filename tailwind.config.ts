import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * Design tokens. Colours are CSS variables, so that one class serves both themes: [data-theme=dark] on
 * <html> swaps the palette (SPEC §9 theme), and the `dark:` variant follows the same attribute
 * (src/styles/index.css). Both palettes hold AA contrast for text on bg, surface and accent.
 */
const palettes = {
  light: {
    bg: '#ffffff',
    surface: '#f4f4f6',
    'surface-strong': '#e7e7eb',
    ink: '#18181b',
    muted: '#55555f',
    line: '#dcdce1',
    accent: '#5b21b6',
    'accent-ink': '#ffffff',
    'accent-soft': '#ede9fe',
    danger: '#c81e1e',
    success: '#15803d',
    focus: '#7c3aed',
  },
  dark: {
    bg: '#111113',
    surface: '#1d1d21',
    'surface-strong': '#2a2a30',
    ink: '#f2f2f4',
    muted: '#b0b0ba',
    line: '#3a3a42',
    accent: '#c4b5fd',
    'accent-ink': '#1b1038',
    'accent-soft': '#2e2247',
    danger: '#f87171',
    success: '#4ade80',
    focus: '#c4b5fd',
  },
} as const;

type ColorName = keyof typeof palettes.light;

const variables = (palette: Record<ColorName, string>) =>
  Object.fromEntries(Object.entries(palette).map(([name, value]) => [`--color-${name}`, value]));

const color = (name: ColorName) => `var(--color-${name})`;

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
      colors: Object.fromEntries(
        (Object.keys(palettes.light) as ColorName[]).map((name) => [name, color(name)]),
      ),
      fontFamily: {
        // 'Inter Fallback' (src/styles/index.css): Arial scaled to Inter, drawn while Inter downloads.
        sans: [
          '"Inter Variable"',
          'Inter',
          '"Inter Fallback"',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'sans-serif',
        ],
        serif: ['Charter', '"Bitstream Charter"', '"Sitka Text"', 'Cambria', 'Georgia', 'serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
        // The device's own face, never swapped: for what the shell paints before the web font has arrived at the
        // bottom of the screen (the cookie banner, docs/decisions/0016).
        ui: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'],
      },
      maxWidth: {
        // A column of text or a notice (the cookie policy, not-found and error pages). Not named `prose`:
        // Tailwind 4's own theme sets `--max-width-prose: 65ch`, which wins over a config's value, and a width
        // in `ch` changes when Inter replaces its fallback, moving what is centred in it (decision 0049).
        reading: '42rem',
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
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { ...variables(palettes.light), colorScheme: 'light' },
        "[data-theme='dark']": { ...variables(palettes.dark), colorScheme: 'dark' },
      });
    }),
  ],
} satisfies Config;
