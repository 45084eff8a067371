import { DISPLAY_STATE_LABEL, displayState, isProblem, overallSummary, type OverallState } from '#shared/status/board-status.js';
import { businessTime } from '#shared/business-time.js';
import type { Service } from '#shared/status/services.js';
import { escapeHtml } from '#server/lib/mail/mail-templates.js';

const TONE: Record<OverallState, { band: string; ink: string }> = {
  operational: { band: '#ecfdf5', ink: '#064e3b' },
  unverified: { band: '#f8fafc', ink: '#0f172a' },
  monitor_offline: { band: '#f1f5f9', ink: '#0f172a' },
  degraded: { band: '#fffbeb', ink: '#78350f' },
  partial_outage: { band: '#fef2f2', ink: '#7f1d1d' },
  major_outage: { band: '#fee2e2', ink: '#7f1d1d' },
  maintenance: { band: '#f0f9ff', ink: '#0c4a6e' },
};

/** Seconds between reloads of the embedded page: the dashboard's own polling interval. */
export const EMBED_REFRESH_SECONDS = 30;

/**
 * The status for an iframe on a clinic's or the provider's intranet page: the overall sentence
 * and the services with problems, plain HTML with no script, reloading itself every 30 s.
 */
export function renderEmbedPage(input: { services: Service[]; boardUrl: string; providerName: string; timeZone: string; now: Date }): string {
  const summary = overallSummary(input.services);
  const tone = TONE[summary.state];
  const problems = input.services.filter((s) => isProblem(displayState(s)));
  const updated = businessTime(input.timeZone).format(input.now, 'time');
  const rows = problems
    .map((s) => `<li><span class="name">${escapeHtml(s.name)}</span> <span class="state">${escapeHtml(DISPLAY_STATE_LABEL[displayState(s)])}</span></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${EMBED_REFRESH_SECONDS}"><title>${escapeHtml(summary.sentence)} – ${escapeHtml(input.providerName)}</title>
<style>
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{padding:12px 14px;background:${tone.band};color:${tone.ink};min-height:calc(100vh - 24px)}
h1{margin:0;font-size:17px;line-height:1.35}
ul{margin:8px 0 0;padding:0;list-style:none}li{margin:2px 0}.state{font-weight:600}
p{margin:8px 0 0;font-size:13px}a{color:inherit}
@media (prefers-color-scheme:dark){body{background:#0f172a}main{background:#0f172a;color:#f1f5f9}}
</style></head>
<body><main><h1>${escapeHtml(summary.sentence)}</h1>${rows ? `<ul>${rows}</ul>` : ''}
<p>Updated ${escapeHtml(updated)} · <a href="${escapeHtml(input.boardUrl)}" target="_blank" rel="noopener">Open the status board</a></p></main></body></html>`;
}
