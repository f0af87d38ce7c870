import { themeStore, useTheme } from '@/lib/theme';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => themeStore.toggle()}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-surface text-xl hover:bg-surface-strong"
      aria-label={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
