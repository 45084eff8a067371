import type { DisplayState, OverallState } from '#shared/status/board-status.js';

/*
 * The wall display is dark (a bright screen all day at a front desk glares) and loud only where
 * something is wrong: problems are filled tiles, everything well is a quiet outline. Every pair
 * passes WCAG AA; each state also has its own icon and word.
 */

export const DISPLAY_TILE_TONE: Record<DisplayState, { tile: string; icon: string; word: string }> = {
  online: { tile: 'border-emerald-500/35 bg-slate-900 text-slate-50', icon: 'text-emerald-400', word: 'text-emerald-300' },
  warning: { tile: 'border-amber-300 bg-amber-400 text-amber-950', icon: 'text-amber-950', word: 'text-amber-950' },
  offline: { tile: 'border-red-400 bg-red-700 text-white', icon: 'text-white', word: 'text-white' },
  maintenance: { tile: 'border-sky-400/60 bg-sky-950 text-sky-50', icon: 'text-sky-300', word: 'text-sky-200' },
  stale: { tile: 'border-slate-500 bg-slate-800 text-slate-50', icon: 'text-slate-300', word: 'text-slate-200' },
  unmonitored: { tile: 'border-slate-600 bg-slate-900 text-slate-100', icon: 'text-slate-400', word: 'text-slate-300' },
};

export const DISPLAY_BANNER_TONE: Record<OverallState, { band: string; icon: string }> = {
  operational: { band: 'bg-emerald-950/70 border-emerald-700/60 text-emerald-50', icon: 'bg-emerald-500 text-emerald-950' },
  unverified: { band: 'bg-slate-800 border-slate-600 text-slate-50', icon: 'bg-slate-200 text-slate-900' },
  monitor_offline: { band: 'bg-slate-800 border-slate-500 text-slate-50', icon: 'bg-slate-200 text-slate-900' },
  degraded: { band: 'bg-amber-400 border-amber-300 text-amber-950', icon: 'bg-amber-950 text-amber-300' },
  partial_outage: { band: 'bg-red-700 border-red-500 text-white', icon: 'bg-white text-red-700' },
  major_outage: { band: 'bg-red-700 border-red-400 text-white', icon: 'bg-white text-red-700' },
  maintenance: { band: 'bg-sky-900 border-sky-600 text-sky-50', icon: 'bg-sky-300 text-sky-950' },
};
