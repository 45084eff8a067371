import { OVERALL_STATE_LABEL, type OverallState } from '#shared/status/board-status.js';
import { escapeHtml } from '#server/lib/mail/mail-templates.js';

/** Fill colours with white text at 4.5:1 or better, one per overall state. */
const COLOUR: Record<OverallState, string> = {
  operational: '#047857',
  unverified: '#475569',
  monitor_offline: '#475569',
  degraded: '#92400e',
  partial_outage: '#b91c1c',
  major_outage: '#7f1d1d',
  maintenance: '#0369a1',
};

/** Short words for the badge's right half. */
const WORD: Record<OverallState, string> = {
  operational: 'operational',
  unverified: 'no problems reported',
  monitor_offline: 'checks paused',
  degraded: 'issues',
  partial_outage: 'partial outage',
  major_outage: 'major outage',
  maintenance: 'maintenance',
};

// An estimate of Verdana 11px widths, enough to size the halves without a font at hand.
const textWidth = (text: string) => Math.round([...text].reduce((sum, ch) => sum + (/[iljt.,:;' ]/.test(ch) ? 3.6 : /[mwMW]/.test(ch) ? 9.5 : 6.8), 0)) + 12;

/** The overall status as a small SVG badge, for an intranet page or a README. */
export function renderBadge(state: OverallState, label = 'clinic status'): string {
  const left = textWidth(label);
  const right = textWidth(WORD[state]);
  const width = left + right;
  const title = escapeHtml(`${label}: ${OVERALL_STATE_LABEL[state]}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}"><title>${title}</title><rect width="${left}" height="20" rx="3" fill="#334155"/><rect x="${left}" width="${right}" height="20" rx="3" fill="${COLOUR[state]}"/><rect x="${left}" width="4" height="20" fill="${COLOUR[state]}"/><g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle"><text x="${left / 2}" y="14">${escapeHtml(label)}</text><text x="${left + right / 2}" y="14">${WORD[state]}</text></g></svg>`;
}
