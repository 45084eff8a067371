import type { OverallState } from '#shared/status/board-status.js';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.js';
import { escapeHtml } from '#server/lib/mail/mail-templates.js';
import { translator } from '#server/lib/i18n/translator.js';
import { OVERALL_WORDS } from './embed-page.ts';

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
  operational: 'server-embed.badge.operational',
  unverified: 'server-embed.badge.unverified',
  monitor_offline: 'server-embed.badge.monitorOffline',
  degraded: 'server-embed.badge.degraded',
  partial_outage: 'server-embed.badge.partialOutage',
  major_outage: 'server-embed.badge.majorOutage',
  maintenance: 'server-embed.badge.maintenance',
};

// An estimate of Verdana 11px widths, enough to size the halves without a font at hand.
const textWidth = (text: string) => Math.round([...text].reduce((sum, ch) => sum + (/[iljt.,:;' ]/.test(ch) ? 3.6 : /[mwMW]/.test(ch) ? 9.5 : 6.8), 0)) + 12;

/** The overall status as a small SVG badge, for an intranet page or a README, in `locale` (English unless told). */
export function renderBadge(state: OverallState, locale: Locale = DEFAULT_LOCALE, label = translator(locale).t('server-embed.badge.label')): string {
  const { t } = translator(locale);
  const word = t(WORD[state]);
  const left = textWidth(label);
  const right = textWidth(word);
  const width = left + right;
  const title = escapeHtml(t('server-embed.badge.title', { label, state: t(OVERALL_WORDS[state]) }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}"><title>${title}</title><rect width="${left}" height="20" rx="3" fill="#334155"/><rect x="${left}" width="${right}" height="20" rx="3" fill="${COLOUR[state]}"/><rect x="${left}" width="4" height="20" fill="${COLOUR[state]}"/><g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle"><text x="${left / 2}" y="14">${escapeHtml(label)}</text><text x="${left + right / 2}" y="14">${escapeHtml(word)}</text></g></svg>`;
}
