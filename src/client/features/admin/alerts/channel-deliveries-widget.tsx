import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import type { AdminChannelDelivery, ChannelKind } from '#shared/subscribers/alert-channels.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery } from '../ui/admin-query.ts';
import { EmptyState } from '../ui/list-states.tsx';
import { PagedList } from '../ui/paged-list.tsx';
import { formatDateTime } from '../ui/format.ts';
import { queryKeys } from '#client/api/query-keys.ts';

const DELIVERIES_PATH = '/api/admin/alert-deliveries';

const STATUS: Record<AdminChannelDelivery['status'], { label: string; tone: BadgeTone }> = {
  delivered: { label: msg('admin-alerts.delivery.status.delivered'), tone: 'success' },
  pending: { label: msg('admin-alerts.delivery.status.pending'), tone: 'warning' },
  failed: { label: msg('admin-alerts.delivery.status.failed'), tone: 'danger' },
};

/** What each event is called; an event not listed shows its own name. */
const EVENT_WORDS: Record<string, string> = {
  test: msg('admin-alerts.delivery.event.test'),
  'service.down': msg('admin-alerts.delivery.event.down'),
  'service.degraded': msg('admin-alerts.delivery.event.degraded'),
  'service.recovered': msg('admin-alerts.delivery.event.recovered'),
  'incident.updated': msg('admin-alerts.delivery.event.incident'),
  'maintenance.started': msg('admin-alerts.delivery.event.maintenanceStarted'),
  'maintenance.ended': msg('admin-alerts.delivery.event.maintenanceEnded'),
  'sms-code': msg('admin-alerts.delivery.event.smsCode'),
};

/** The channel's kind (CHANNEL_KIND_LABEL in src/shared says the same in English). */
const KIND_LABEL = {
  teams: msg('admin-alerts.delivery.kind.teams'),
  slack: msg('admin-alerts.delivery.kind.slack'),
  webhook: msg('admin-alerts.delivery.kind.webhook'),
  sms: msg('admin-alerts.delivery.kind.sms'),
} as const satisfies Record<ChannelKind, string>;

/** What went to the subscribers' Teams, Slack, webhook and SMS channels, and how each try went. */
export function ChannelDeliveriesWidget() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useQuery(adminPageQuery<AdminChannelDelivery>(queryKeys.admin.alertDeliveries, DELIVERIES_PATH, '', page));
  return (
    <AdminWidget title={t('admin-alerts.deliveries.title')} icon={Send} anchor="alert-deliveries" description={t('admin-alerts.deliveries.description')}>
      <PagedList
        query={list}
        label={t('admin-alerts.deliveries.list')}
        itemsLabel={t('admin-alerts.deliveries.items')}
        loading={{ rows: 3, label: t('admin-alerts.deliveries.loading') }}
        errorFallback={t('admin-alerts.deliveries.loadFailed')}
        empty={<EmptyState icon={Send}>{t('admin-alerts.deliveries.empty')}</EmptyState>}
        onPageChange={setPage}
      >
        {(row) => <DeliveryRow row={row} />}
      </PagedList>
    </AdminWidget>
  );
}

function DeliveryRow({ row }: { row: AdminChannelDelivery }) {
  const { t, locale } = useT();
  const status = STATUS[row.status];
  const event = EVENT_WORDS[row.event];
  return (
    <li className="grid gap-1 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium text-slate-900">
          {event ? t(event) : row.event}
          {row.serviceName && <span className="font-normal text-slate-700"> · {row.serviceName}</span>}
        </p>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <p className="text-xs text-slate-600">
        {t(KIND_LABEL[row.kind])} <span className="font-mono break-all">{row.targetHint}</span> · {row.ownerHint}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time> · {t('admin-alerts.delivery.tries', { count: row.attempts })}
        {row.responseStatus !== null && ` · HTTP ${row.responseStatus}`}
        {row.lastError && row.lastError !== `HTTP ${row.responseStatus}` && <span className="text-red-700"> · {row.lastError}</span>}
      </p>
    </li>
  );
}
