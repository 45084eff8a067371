import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import type { AdminAlertSubscriptionRow, AlertSource, AlertSubscriptionState } from '#shared/subscribers/alerts.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { formatDate } from '../ui/format.ts';

const STATE: Record<AlertSubscriptionState, { label: string; tone: BadgeTone }> = {
  active: { label: msg('admin-alerts.state.active'), tone: 'success' },
  pending: { label: msg('admin-alerts.state.pending'), tone: 'warning' },
  unsubscribed: { label: msg('admin-alerts.state.unsubscribed'), tone: 'neutral' },
};

/** Where the subscriber came from (ALERT_SOURCE_LABEL in src/shared says the same in English). */
const SOURCE_LABEL = {
  clinic: msg('admin-alerts.source.clinic'),
  newsletter: msg('admin-alerts.source.newsletter'),
} as const satisfies Record<AlertSource, string>;

const SHOWN_SERVICES = 3;

export function AlertSubscriberRow({ row }: { row: AdminAlertSubscriptionRow }) {
  const { t, locale } = useT();
  const state = STATE[row.state];
  const more = row.services.length - SHOWN_SERVICES;
  return (
    <li className="grid gap-1.5 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-sm font-medium break-all text-slate-900">{row.email}</p>
        <Badge tone={state.tone}>{t(state.label)}</Badge>
      </div>
      <p className="flex flex-col text-xs text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
        <span>{t(SOURCE_LABEL[row.source])}</span>
        <span aria-hidden className="hidden text-slate-300 sm:inline">
          •
        </span>
        {row.confirmedAt ? (
          <span>
            <T
              id="admin-alerts.subscriber.confirmed"
              values={{ date: formatDate(row.confirmedAt, locale) }}
              components={{ 0: <time dateTime={row.confirmedAt} /> }}
            />
          </span>
        ) : (
          <span>
            <T id="admin-alerts.subscriber.asked" values={{ date: formatDate(row.createdAt, locale) }} components={{ 0: <time dateTime={row.createdAt} /> }} />
          </span>
        )}
      </p>
      <p className="text-xs text-slate-700" title={row.services.join(', ')}>
        <span className="font-medium">{t('admin-alerts.subscriber.services', { count: row.services.length })}</span>{' '}
        {row.services.length === 0 ? t('admin-alerts.subscriber.noServices') : row.services.slice(0, SHOWN_SERVICES).join(', ')}
        {more > 0 && <span className="text-slate-500"> {t('admin-alerts.subscriber.moreServices', { count: more })}</span>}
      </p>
    </li>
  );
}
