// The shared button classes cannot be overridden (cn does not merge Tailwind classes), so the
// list's compact buttons spell out their own.
const BASE =
  'inline-flex shrink-0 items-center justify-center rounded-lg text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60';

/** A square icon button in a service row. */
export const ICON_BUTTON = `${BASE} size-9 text-slate-700 hover:bg-slate-100 hover:text-slate-900`;
export const DANGER_ICON_BUTTON = `${BASE} size-9 text-red-700 hover:bg-red-50 hover:text-red-800`;
/** "Set online": outlined in the dashboard's online green. */
export const ONLINE_BUTTON = `${BASE} h-9 gap-1.5 border border-emerald-300 bg-white px-3 text-emerald-800 shadow-sm hover:bg-emerald-50`;
