/*
 * The colour theme: the system setting unless the person chose otherwise on this browser (kept
 * in localStorage under THEME_STORAGE_KEY, "light" or "dark"). The server puts THEME_SCRIPT in
 * the head of every page, allowed by its hash in the CSP, so the page is painted in the right
 * theme at once rather than flashing light first.
 *
 * The same script does the two other things a page drawn on the server needs before its first
 * paint: it marks <html> with the `js` class (without it, styles/app.css hides the controls that
 * need scripts and opens what scripts would open), and it hides the notices this browser has
 * dismissed (kept under DISMISSED_NOTICES_KEY), which the server cannot know of, so they do not
 * show and then vanish once the page's script runs.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const DISMISSED_NOTICES_KEY = 'dismissed-notices';
/** The attribute a notice's element carries its id in, for the script to hide it. */
export const NOTICE_ID_ATTRIBUTE = 'data-notice-id';

export const THEME_SCRIPT =
  `(function(){var h=document.documentElement;h.classList.add('js');` +
  `try{var c=localStorage.getItem('${THEME_STORAGE_KEY}');var d=c==='dark'||(c!=='light'&&matchMedia('${DARK_QUERY}').matches);h.classList.toggle('dark',d)}catch(e){}` +
  `try{var n=JSON.parse(localStorage.getItem('${DISMISSED_NOTICES_KEY}')||'[]'),s=[];` +
  `for(var i=0;i<n.length;i++)if(/^[\\w-]{1,64}$/.test(n[i]))s.push('[${NOTICE_ID_ATTRIBUTE}="'+n[i]+'"]');` +
  `if(s.length){var e=document.createElement('style');e.textContent=s.join(',')+'{display:none!important}';document.head.appendChild(e)}}catch(e){}})();`;
