/*
 * The colour theme: the system setting unless the person chose otherwise on this browser (kept
 * in localStorage under THEME_STORAGE_KEY, "light" or "dark"). The server puts THEME_SCRIPT in
 * the head of every page, allowed by its hash in the CSP, so the page is painted in the right
 * theme at once rather than flashing light first.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_SCRIPT = `(function(){try{var c=localStorage.getItem('${THEME_STORAGE_KEY}');var d=c==='dark'||(c!=='light'&&matchMedia('${DARK_QUERY}').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}})();`;
