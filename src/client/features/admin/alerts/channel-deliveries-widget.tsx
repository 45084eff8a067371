import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { CHANNEL_KIND_LABEL, type AdminChannelDelivery } from '#shared/subscribers/alert-channels.js';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { adminPageQuery } from '../ui/admin-query.ts';
import { EmptyState } from '../ui/list-states.tsx';
import { PagedList } from '../ui/paged-list.tsx';
import { formatDateTime } from '../ui/format.ts';
import { queryKeys } from '#client/api/query-keys.ts';

const DELIVERIES_PATH = '/api/admin/alert-deliveries';

const STATUS: Record<AdminChannelDelivery['status'], { label: string; tone: BadgeTone }> = {
  delivered: { label: 'Delivered', tone: 'success' },
  pending: { label: 'Retrying', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

const EVENT_WORDS: Record<string, string> = {
  test: 'Test message',
  'service.down': 'Down',
  'service.degraded': 'Issues',
  'service.recovered': 'Recovered',
  'incident.updated': 'Incident update',
  'maintenance.started': 'Maintenance started',
  'maintenance.ended': 'Maintenance ended',
  'sms-code': 'Confirmation code (text message)',
};

/** What went to the subscribers' Teams, Slack, webhook and SMS channels, and how each try went. */
export function ChannelDeliveriesWidget() {
  const [page, setPage] = useState(1);
  const list = useQuery(adminPageQuery<AdminChannelDelivery>(queryKeys.admin.alertDeliveries, DELIVERIES_PATH, '', page));
  return (
    <AdminWidget
      title="Alert Channel Deliveries"
      icon={Send}
      anchor="alert-deliveries"
      description="Messages to Teams, Slack, webhooks and text messages, newest first."
    >
      <PagedList
        query={list}
        label="Alert channel deliveries"
        itemsLabel="deliveries"
        loading={{ rows: 3, label: 'Loading deliveries' }}
        errorFallback="Failed to load deliveries"
        empty={<EmptyState icon={Send}>Nothing has been sent to a channel yet</EmptyState>}
        onPageChange={setPage}
      >
        {(row) => <DeliveryRow row={row} />}
      </PagedList>
    </AdminWidget>
  );
}

function DeliveryRow({ row }: { row: AdminChannelDelivery }) {
  const status = STATUS[row.status];
  return (
    <li className="grid gap-1 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium text-slate-900">
          {EVENT_WORDS[row.event] ?? row.event}
          {row.serviceName && <span className="font-normal text-slate-700"> · {row.serviceName}</span>}
        </p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-xs text-slate-600">
        {CHANNEL_KIND_LABEL[row.kind]} <span className="font-mono break-all">{row.targetHint}</span> · {row.ownerHint}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time> · {row.attempts} {row.attempts === 1 ? 'try' : 'tries'}
        {row.responseStatus !== null && ` · HTTP ${row.responseStatus}`}
        {row.lastError && row.lastError !== `HTTP ${row.responseStatus}` && <span className="text-red-700"> · {row.lastError}</span>}
      </p>
    </li>
  );
}
