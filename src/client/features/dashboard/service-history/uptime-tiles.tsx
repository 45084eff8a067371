import { UPTIME_WINDOWS, type ServiceHistory, type UptimeWindow } from '#shared/status/history.js';
import { describeWindow, formatUptime, notEnoughData } from './history-format.ts';
import { msg, useT } from '#client/i18n/use-t.ts';

const WINDOW_LABEL: Record<UptimeWindow, string> = {
  '24h': msg('board.history.window.24h'),
  '7d': msg('board.history.window.7d'),
  '30d': msg('board.history.window.30d'),
  '90d': msg('board.history.window.90d'),
};

/**
 * Uptime per window with what happened in it beneath ("No issues", "Down 2 h 10 min"). A window
 * the history does not cover yet shows no figure: a percentage of ten minutes is not "the last 90 days".
 */
export function UptimeTiles({ history }: { history: ServiceHistory }) {
  const words = useT();
  const { t, locale } = words;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      {UPTIME_WINDOWS.map((window) => {
        const summary = history.windows[window];
        const uptime = history.uptime[window];
        const enough = summary.complete && uptime !== null;
        return (
          <div key={window} data-window={window} className="rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5 sm:px-4 sm:py-3">
            <dt className="text-xs font-medium text-slate-600">{t(WINDOW_LABEL[window])}</dt>
            {enough ? (
              <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
                {formatUptime(uptime, locale)}
                <span className="sr-only"> {t('board.history.uptime')}</span>
              </dd>
            ) : (
              <dd className="mt-1 text-sm leading-5 font-semibold text-slate-700 sm:mt-1.5 sm:text-base">{notEnoughData(words)}</dd>
            )}
            <dd className="mt-0.5 text-xs text-slate-600 tabular-nums">{describeWindow(summary, words)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
