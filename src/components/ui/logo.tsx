import { useTheme } from '@/lib/theme';
import { SITE_NAME } from '@/lib/constants';

/** SPEC §2 Navbar: the logo has a light and a dark variant, chosen by the theme. */
export function Logo() {
  const theme = useTheme();
  const ink = theme === 'dark' ? '#f2f2f4' : '#18181b';
  const nib = theme === 'dark' ? '#c4b5fd' : '#5b21b6';
  return (
    <span className="inline-flex items-center gap-2" data-logo-variant={theme}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={ink} />
        <path d="M10 23l9-14 3 2-9 14-4 1z" fill={theme === 'dark' ? '#111113' : '#ffffff'} />
        <path d="M19 9l2-3 3 2-2 3z" fill={nib} />
      </svg>
      <span className="text-xl font-semibold tracking-tight">{SITE_NAME}</span>
    </span>
  );
}
