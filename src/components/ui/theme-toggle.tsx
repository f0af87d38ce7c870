import { themeStore, useTheme } from '@/lib/theme';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => themeStore.toggle()}
      className="btn-round text-xl"
      aria-label={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
