import type { DisplayState, OverallState } from '#shared/status/board-status.js';

/**
 * Card surfaces by state: calm green, yellow, red (docs/product/board.md), blue for planned
 * maintenance and grey when the check went quiet; always paired with an icon and a word.
 */
export const CARD_TONE: Record<DisplayState, string> = {
  online: 'border-emerald-200 border-l-emerald-500 bg-emerald-50/60 hover:border-emerald-300 hover:border-l-emerald-500 hover:bg-emerald-50',
  warning: 'border-amber-300 border-l-amber-500 bg-amber-50 hover:border-amber-400 hover:border-l-amber-500',
  offline: 'border-red-300 border-l-red-500 bg-red-50 hover:border-red-400 hover:border-l-red-500',
  maintenance: 'border-sky-200 border-l-sky-500 bg-sky-50 hover:border-sky-300 hover:border-l-sky-500',
  stale: 'border-slate-300 border-l-slate-400 bg-slate-50 hover:border-slate-400 hover:border-l-slate-400',
  unmonitored: 'border-slate-200 border-l-slate-300 bg-slate-50/50 hover:border-slate-300 hover:border-l-slate-400 hover:bg-slate-50',
};

export const DOT_TONE: Record<DisplayState, string> = {
  online: 'bg-emerald-500',
  warning: 'bg-amber-500',
  offline: 'bg-red-500',
  maintenance: 'bg-sky-500',
  stale: 'bg-slate-400',
  unmonitored: 'bg-slate-300',
};

export const ICON_TONE: Record<DisplayState, string> = {
  online: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-800',
  offline: 'bg-red-100 text-red-700',
  maintenance: 'bg-sky-100 text-sky-800',
  stale: 'bg-slate-200 text-slate-700',
  unmonitored: 'bg-slate-100 text-slate-600',
};

/** The claims card is one big tile, so it is tinted all over rather than edged. */
export const TILE_TONE: Record<DisplayState, string> = {
  online: 'border-emerald-200 bg-emerald-50/60 hover:border-emerald-300 hover:bg-emerald-50',
  warning: 'border-amber-300 bg-amber-50 hover:border-amber-400',
  offline: 'border-red-300 bg-red-50 hover:border-red-400',
  maintenance: 'border-sky-200 bg-sky-50 hover:border-sky-300',
  stale: 'border-slate-300 bg-slate-50 hover:border-slate-400',
  unmonitored: 'border-slate-200 bg-slate-50/50 hover:border-slate-300 hover:bg-slate-50',
};

/** The overall banner's band, by the board's state. */
export const BANNER_TONE: Record<OverallState, { band: string; icon: string; text: string }> = {
  operational: { band: 'bg-emerald-50 border-emerald-200', icon: 'bg-emerald-600 text-white', text: 'text-emerald-950' },
  unverified: { band: 'bg-slate-50 border-slate-200', icon: 'bg-slate-600 text-white', text: 'text-slate-900' },
  monitor_offline: { band: 'bg-slate-100 border-slate-300', icon: 'bg-slate-700 text-white', text: 'text-slate-900' },
  degraded: { band: 'bg-amber-50 border-amber-300', icon: 'bg-amber-500 text-amber-950', text: 'text-amber-950' },
  partial_outage: { band: 'bg-red-50 border-red-200', icon: 'bg-red-600 text-white', text: 'text-red-950' },
  major_outage: { band: 'bg-red-100 border-red-300', icon: 'bg-red-700 text-white', text: 'text-red-950' },
  maintenance: { band: 'bg-sky-50 border-sky-200', icon: 'bg-sky-600 text-white', text: 'text-sky-950' },
};

/** Scrolls an element into view, without animation for people who asked for less motion. */
export function scrollToElement(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
