import {
  displayState,
  isProblem,
  NAMES_IN_SENTENCE,
  overallSummary,
  type DisplayState,
  type OverallState,
  type OverallSummary,
} from '#shared/status/board-status.js';
import { isClaimsNetwork, type Service } from '#shared/status/services.js';
import { businessTime } from '#shared/business-time.js';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.js';
import { escapeHtml } from '#server/lib/mail/mail-templates.js';
import { translator, type Translator } from '#server/lib/i18n/translator.js';

const TONE: Record<OverallState, { band: string; ink: string }> = {
  operational: { band: '#ecfdf5', ink: '#064e3b' },
  unverified: { band: '#f8fafc', ink: '#0f172a' },
  monitor_offline: { band: '#f1f5f9', ink: '#0f172a' },
  degraded: { band: '#fffbeb', ink: '#78350f' },
  partial_outage: { band: '#fef2f2', ink: '#7f1d1d' },
  major_outage: { band: '#fee2e2', ink: '#7f1d1d' },
  maintenance: { band: '#f0f9ff', ink: '#0c4a6e' },
};

/** Each service's state on the embed, in words (the board's DISPLAY_STATE_LABEL). */
const STATE_WORDS: Record<DisplayState, string> = {
  online: 'server-embed.state.online',
  warning: 'server-embed.state.warning',
  offline: 'server-embed.state.offline',
  maintenance: 'server-embed.state.maintenance',
  stale: 'server-embed.state.stale',
  unmonitored: 'server-embed.state.unmonitored',
};

/** The board's overall state in words (the board's OVERALL_STATE_LABEL), for the embed and the badge. */
export const OVERALL_WORDS: Record<OverallState, string> = {
  operational: 'server-embed.overall.operational',
  unverified: 'server-embed.overall.unverified',
  monitor_offline: 'server-embed.overall.monitorOffline',
  degraded: 'server-embed.overall.degraded',
  partial_outage: 'server-embed.overall.partialOutage',
  major_outage: 'server-embed.overall.majorOutage',
  maintenance: 'server-embed.overall.maintenance',
};

/** "A is down", "A and B have issues": the names, then the verb agreeing with how many there are. */
const PART_WORDS: Record<'offline' | 'warning' | 'maintenance', string> = {
  offline: 'server-embed.part.offline',
  warning: 'server-embed.part.warning',
  maintenance: 'server-embed.part.maintenance',
};

/** The claims network leads a sentence on its own, named for what it is. */
const CLAIMS_NETWORK_WORDS: Record<'offline' | 'warning' | 'maintenance', string> = {
  offline: 'server-embed.claims.offline',
  warning: 'server-embed.claims.warning',
  maintenance: 'server-embed.claims.maintenance',
};

/** "A", "A and B", "A, B and C", "A, B, C and 2 more" (the board's joinNames), in `t`'s language. */
function joinedNames(names: readonly string[], t: Translator['t']): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > NAMES_IN_SENTENCE)
    return t('server-embed.names.more', { names: names.slice(0, NAMES_IN_SENTENCE).join(', '), count: names.length - NAMES_IN_SENTENCE });
  return t('server-embed.names.pair', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/**
 * The board's one sentence (overallSummary's), in `t`'s language: what is affected, by name and
 * state, worst first; or what is known when nothing is.
 */
export function embedSentence(summary: OverallSummary, t: Translator['t']): string {
  const spoken = summary.parts.map((part) => {
    const [first] = part.services;
    if (part.services.length === 1 && first && isClaimsNetwork(first)) return t(CLAIMS_NETWORK_WORDS[part.state]);
    return t(PART_WORDS[part.state], {
      names: joinedNames(
        part.services.map((s) => s.name),
        t,
      ),
      count: part.services.length,
    });
  });
  if (spoken.length > 0) return t('server-embed.sentence', { parts: spoken.join('; ') });
  return summary.state === 'monitor_offline' ? t('server-embed.quiet.monitorOffline') : t(OVERALL_WORDS[summary.state]);
}

/** Seconds between reloads of the embedded page: the dashboard's own polling interval. */
export const EMBED_REFRESH_SECONDS = 30;

/**
 * The status for an iframe on a clinic's or the provider's intranet page: the overall sentence
 * and the services with problems, plain HTML with no script, reloading itself every 30 s, in
 * `locale` (English unless told). Service names are the provider's, as written.
 */
export function renderEmbedPage(input: { services: Service[]; boardUrl: string; providerName: string; timeZone: string; now: Date; locale?: Locale }): string {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const { t } = translator(locale);
  const summary = overallSummary(input.services);
  const sentence = embedSentence(summary, t);
  const tone = TONE[summary.state];
  const problems = input.services.filter((s) => isProblem(displayState(s)));
  const updated = businessTime(input.timeZone, input.timeZone, locale).format(input.now, 'time');
  const rows = problems
    .map((s) => `<li><span class="name">${escapeHtml(s.name)}</span> <span class="state">${escapeHtml(t(STATE_WORDS[displayState(s)]))}</span></li>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${EMBED_REFRESH_SECONDS}"><title>${escapeHtml(sentence)} – ${escapeHtml(input.providerName)}</title>
<style>
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{padding:12px 14px;background:${tone.band};color:${tone.ink};min-height:calc(100vh - 24px)}
h1{margin:0;font-size:17px;line-height:1.35}
ul{margin:8px 0 0;padding:0;list-style:none}li{margin:2px 0}.state{font-weight:600}
p{margin:8px 0 0;font-size:13px}a{color:inherit}
@media (prefers-color-scheme:dark){body{background:#0f172a}main{background:#0f172a;color:#f1f5f9}}
</style></head>
<body><main><h1>${escapeHtml(sentence)}</h1>${rows ? `<ul>${rows}</ul>` : ''}
<p>${escapeHtml(t('server-embed.updated', { time: updated }))} · <a href="${escapeHtml(input.boardUrl)}" target="_blank" rel="noopener">${escapeHtml(t('server-embed.openBoard'))}</a></p></main></body></html>`;
}
