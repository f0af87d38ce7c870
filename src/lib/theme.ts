import { useSyncExternalStore } from 'react';
import type { Theme } from '@/api/types';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, writeItem } from './storage';

/**
 * SPEC §1: light or dark, defaulting to the stored choice, else the system preference; saved in
 * sessionStorage under `theme`; applied as `data-theme` on <html> (index.html does the same before paint).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function systemTheme(): Theme {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function initialTheme(): Theme {
  const stored = readItem('session', STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : systemTheme();
}

function apply(theme: Theme) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#111113' : '#ffffff');
}

let current: Theme = initialTheme();
apply(current);

export const themeStore = {
  get: (): Theme => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(theme: Theme): void {
    current = theme;
    writeItem('session', STORAGE_KEYS.theme, theme);
    apply(theme);
    for (const listener of listeners) listener();
  },
  toggle(): void {
    themeStore.set(current === 'dark' ? 'light' : 'dark');
  },
};

export function useTheme(): Theme {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}
