import { COOKIE_NAMES, type CookieKey } from '#shared/sign-in/cookies.js';

/** A preference cookie's value, or undefined when it is not set (no document: undefined). */
export function readPreferenceCookie(key: CookieKey): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const name = COOKIE_NAMES[key];
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

/** Keeps a preference for `days` days, for this site only; never anything a server needs to trust. */
export function writePreferenceCookie(key: CookieKey, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAMES[key]}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}
