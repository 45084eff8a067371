import type { HistoryDay, WindowSummary } from './history.ts';

/*
 * The history view's words for days and windows. Shared so the server's tests can check that
 * the words, the figures and the day bar made from one timeline never contradict each other.
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "45 min", "2 h", "1 h 5 min", "25 h". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How much history there is: "10 min", "5 h 20 min", "1 day", "45 days" (whole days, rounded down). */
export function formatDataSpan(minutes: number): string {
  if (minutes < 24 * 60) return formatMinutes(minutes);
  return plural(Math.floor(minutes / (24 * 60)), 'day');
}

/** "down 1 h 5 min, issues for 20 min"; null when the time was all fine. */
function problems(minutes: { offlineMinutes: number; warningMinutes: number }): string | null {
  const parts = [
    minutes.offlineMinutes > 0 && `down ${formatMinutes(minutes.offlineMinutes)}`,
    minutes.warningMinutes > 0 && `issues for ${formatMinutes(minutes.warningMinutes)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The big line of an uptime tile when the window is not covered (its figure would claim more than is known). */
export const NOT_ENOUGH_DATA = 'Not enough data yet';

/**
 * The line under an uptime tile's figure: "No issues", "Down 2 h 10 min", "Issues for 40 min";
 * for a window the history does not cover yet, how much there is ("10 min of data so far: down 6 min").
 */
export function describeWindow(window: WindowSummary): string {
  const found = problems(window);
  if (window.complete) return found ? capitalise(found) : 'No issues';
  if (window.dataMinutes === 0) return 'No data yet';
  const span = `${formatDataSpan(window.dataMinutes)} of data so far`;
  return found ? `${span}: ${found}` : `${span}, no issues`;
}

/**
 * What one day of the bar says (its label and tooltip). A day without data before the first
 * tracked day is "not tracked yet"; one after it had no known status (the board's own monitor was offline).
 */
export function describeDay(day: HistoryDay, afterTrackingBegan = false): string {
  switch (day.worst) {
    case 'nodata':
      return afterTrackingBegan ? 'No data recorded' : 'Not tracked yet';
    case 'offline':
      return [`Outage: offline for ${formatMinutes(day.offlineMinutes)}`, day.warningMinutes > 0 && `issues for ${formatMinutes(day.warningMinutes)}`]
        .filter(Boolean)
        .join(', ');
    case 'warning':
      return `Issues for ${formatMinutes(day.warningMinutes)}`;
    default:
      return 'No problems recorded';
  }
}

/** One sentence for the whole bar: "Last 90 days: 1 day with an outage, 89 days without problems." */
export function summarizeDays(days: HistoryDay[]): string {
  const tracked = days.filter((d) => d.worst !== 'nodata');
  if (tracked.length === 0) return 'No days tracked yet.';
  const offline = tracked.filter((d) => d.worst === 'offline').length;
  const warning = tracked.filter((d) => d.worst === 'warning').length;
  const clean = tracked.length - offline - warning;
  const lead = tracked.length < days.length ? `Tracked for ${plural(tracked.length, 'day')}: ` : `Last ${days.length} days: `;
  if (offline === 0 && warning === 0) return `${lead}no problems recorded.`;
  const parts = [
    offline > 0 && `${plural(offline, 'day')} with an outage`,
    warning > 0 && `${plural(warning, 'day')} with issues`,
    clean > 0 && `${plural(clean, 'day')} without problems`,
  ];
  return `${lead}${parts.filter(Boolean).join(', ')}.`;
}
