import type { ServiceStatus } from '../../../shared/services.ts';

/** Service card surfaces by status: green, yellow, red (SPEC.md section 4), always paired with a text label. */
export const CARD_TONE: Record<ServiceStatus, string> = {
  online: 'border-slate-200 border-l-emerald-500 bg-white hover:border-emerald-300 hover:border-l-emerald-500 hover:bg-emerald-50/40',
  warning: 'border-amber-300 border-l-amber-500 bg-amber-50 hover:border-amber-400 hover:border-l-amber-500',
  offline: 'border-red-300 border-l-red-500 bg-red-50 hover:border-red-400 hover:border-l-red-500',
};

export const DOT_TONE: Record<ServiceStatus, string> = {
  online: 'bg-emerald-500',
  warning: 'bg-amber-500',
  offline: 'bg-red-500',
};

export const ICON_TONE: Record<ServiceStatus, string> = {
  online: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-800',
  offline: 'bg-red-100 text-red-700',
};

/** "HH:MM" on a 24-hour clock, the way the board shows when it last heard from the server. */
export function formatClock(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString('en-CA', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** Scrolls an element into view, without animation for people who asked for less motion. */
export function scrollToElement(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/** The claims card is one big tile, so it is tinted all over rather than edged. */
export const TILE_TONE: Record<ServiceStatus, string> = {
  online: 'border-emerald-200 bg-emerald-50/60 hover:border-emerald-300 hover:bg-emerald-50',
  warning: 'border-amber-300 bg-amber-50 hover:border-amber-400',
  offline: 'border-red-300 bg-red-50 hover:border-red-400',
};
