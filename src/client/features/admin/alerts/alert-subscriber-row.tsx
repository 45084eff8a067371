import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { ALERT_SOURCE_LABEL, type AdminAlertSubscriptionRow, type AlertSubscriptionState } from '#shared/subscribers/alerts.js';
import { formatDate } from '../ui/format.ts';

const STATE: Record<AlertSubscriptionState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Awaiting confirmation', tone: 'warning' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
};

const SHOWN_SERVICES = 3;

export function AlertSubscriberRow({ row }: { row: AdminAlertSubscriptionRow }) {
  const state = STATE[row.state];
  const more = row.services.length - SHOWN_SERVICES;
  return (
    <li className="grid gap-1.5 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-sm font-medium break-all text-slate-900">{row.email}</p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="flex flex-col text-xs text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
        <span>{ALERT_SOURCE_LABEL[row.source]}</span>
        <span aria-hidden className="hidden text-slate-300 sm:inline">
          •
        </span>
        {row.confirmedAt ? (
          <span>
            Confirmed <time dateTime={row.confirmedAt}>{formatDate(row.confirmedAt)}</time>
          </span>
        ) : (
          <span>
            Asked <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
          </span>
        )}
      </p>
      <p className="text-xs text-slate-700" title={row.services.join(', ')}>
        <span className="font-medium">{row.services.length === 1 ? '1 service' : `${row.services.length} services`}:</span>{' '}
        {row.services.length === 0 ? 'none' : row.services.slice(0, SHOWN_SERVICES).join(', ')}
        {more > 0 && <span className="text-slate-500"> and {more} more</span>}
      </p>
    </li>
  );
}
