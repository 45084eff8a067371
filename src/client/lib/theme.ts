import { useSyncExternalStore } from 'react';
import { DARK_QUERY, THEME_STORAGE_KEY, type Theme } from '#shared/theme.js';

/*
 * The page's theme is the `dark` class on <html>, set before first paint by the server's inline
 * script (shared/theme.ts). Here it changes: by the person's choice, remembered in this browser,
 * or by the system setting while they have made none.
 */

const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

function storedChoice(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

/** Chooses a theme. Choosing what the system already asks for forgets the choice, so the page follows the system again. */
export function chooseTheme(theme: Theme): void {
  try {
    if (theme === systemTheme()) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, policy): the choice lasts for this page only.
  }
  apply(theme);
}

/** Follows the system setting while the person has not chosen; call once at start. */
export function followSystemTheme(): void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', () => {
    if (!storedChoice()) apply(systemTheme());
  });
  // A choice made in another tab of this site applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) apply(storedChoice() ?? systemTheme());
  });
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTheme,
    () => 'light',
  );
}
