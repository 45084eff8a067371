import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleX, ExternalLink, Pencil, Plus, RadioTower, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';
import type { AdminCheckEntry } from '#shared/status/monitoring.js';
import type { AdminVendorLink, VendorProblem } from '#shared/status/vendor-status.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { compactWindowText } from '#client/lib/business-time.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { DANGER_ICON_BUTTON, ICON_BUTTON } from '../services/row-button-classes.ts';
import { adminChecksQuery, CHECK_QUERY_KEYS, removeVendorLink } from './monitoring-api.ts';
import { formatAgo, formatIn } from './check-format.ts';
import { VendorLinkDialog } from './vendor-link-dialog.tsx';
import { MONITORING_TOAST_IDS, toastTexts, VENDOR_KIND_LABEL } from './monitoring-labels.ts';

type Linked = AdminCheckEntry & { vendor: AdminVendorLink };

/** Why the board shows the service's status as unknown, for the admin who can fix the link. */
const VENDOR_PROBLEM_TEXT = {
  unreadable: msg('admin-monitoring.vendor.problem.unreadable'),
  missing: msg('admin-monitoring.vendor.problem.missing'),
  'not-monitored': msg('admin-monitoring.vendor.problem.notMonitored'),
  'unknown-state': msg('admin-monitoring.vendor.problem.unknownState'),
} as const satisfies Record<VendorProblem, string>;

/** Our word for the vendor's last reading, when the vendor gave none of its own. */
const VENDOR_STATE_WORD = {
  online: msg('admin-monitoring.vendor.state.online'),
  warning: msg('admin-monitoring.vendor.state.warning'),
  offline: msg('admin-monitoring.vendor.state.offline'),
  maintenance: msg('admin-monitoring.vendor.state.maintenance'),
} as const satisfies Record<NonNullable<AdminVendorLink['state']>, string>;

/** Vendors' own status pages (docs/product/status-rules.md): which services follow one, what it last said, and link / edit / unlink. */
export function VendorLinksWidget() {
  const { t } = useT();
  const entries = useQuery(adminChecksQuery);
  const [editing, setEditing] = useState<AdminCheckEntry | 'add' | null>(null);
  const [removing, setRemoving] = useState<Linked | null>(null);
  const remove = useAdminMutation({
    mutationFn: removeVendorLink,
    texts: toastTexts(MONITORING_TOAST_IDS.removeVendorLink, t),
    invalidates: CHECK_QUERY_KEYS,
    onSuccess: () => setRemoving(null),
  });
  const all = entries.data ?? [];
  const linked = all.filter((e): e is Linked => e.vendor !== null);
  const unlinked = all.filter((e) => e.vendor === null).map((e) => e.service);
  const now = new Date(entries.dataUpdatedAt);

  return (
    <AdminWidget
      title={t('admin-monitoring.vendor.title')}
      icon={RadioTower}
      anchor="vendor-status"
      description={t('admin-monitoring.vendor.description')}
      actions={
        entries.data && (
          <>
            <Badge tone="brand">{t('admin-monitoring.vendor.linkedCount', { count: linked.length })}</Badge>
            <Button size="sm" onClick={() => setEditing('add')} disabled={unlinked.length === 0}>
              <Plus className="size-4" aria-hidden />
              {t('admin-monitoring.vendor.link')}
            </Button>
          </>
        )
      }
    >
      {entries.isPending ? (
        <ListSkeleton rows={2} label={t('admin-monitoring.vendor.loading')} />
      ) : entries.isError ? (
        <ListError error={entries.error} fallback={t('admin-monitoring.vendor.loadFailed')} onRetry={() => void entries.refetch()} />
      ) : linked.length === 0 ? (
        <EmptyState icon={RadioTower}>{t('admin-monitoring.vendor.empty')}</EmptyState>
      ) : (
        <ul aria-label={t('admin-monitoring.vendor.list')} className="-my-3 divide-y divide-slate-100">
          {linked.map((entry) => (
            <VendorRow key={entry.service.id} entry={entry} now={now} onEdit={() => setEditing(entry)} onRemove={() => setRemoving(entry)} />
          ))}
        </ul>
      )}
      <VendorLinkDialog
        key={editing === null ? 'closed' : editing === 'add' ? 'add' : editing.service.id}
        editing={editing}
        unlinked={unlinked}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('admin-monitoring.vendor.unlinkTitle', { name: removing?.service.name ?? '' })}
        description={t('admin-monitoring.vendor.unlinkDescription')}
        confirmLabel={t('admin-monitoring.vendor.unlink')}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.service.id)}
      />
    </AdminWidget>
  );
}

function VendorRow({ entry, now, onEdit, onRemove }: { entry: Linked; now: Date; onEdit: () => void; onRemove: () => void }) {
  const words = useT();
  const { t } = words;
  const { service, vendor } = entry;
  return (
    <li className="grid gap-1.5 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">{service.name}</span>
        {vendor.problem ? (
          <StatusBadge
            status="stale"
            label={t('admin-monitoring.vendor.badge', {
              word:
                vendor.problem === 'missing' || vendor.problem === 'unreadable'
                  ? t('admin-monitoring.vendor.unreadable')
                  : (vendor.vendorWord ?? t('admin-monitoring.vendor.unknown')),
            })}
          />
        ) : (
          vendor.state && (
            <StatusBadge
              status={vendor.state === 'maintenance' ? 'maintenance' : vendor.state}
              label={t('admin-monitoring.vendor.badge', { word: vendor.vendorWord ?? t(VENDOR_STATE_WORD[vendor.state]) })}
            />
          )
        )}
        {vendor.allowPrivate && <Badge tone="neutral">{t('admin-monitoring.vendor.ownNetwork')}</Badge>}
      </div>
      <div className="order-last -ml-2.5 flex items-center gap-1 sm:order-none sm:col-start-2 sm:row-start-1 sm:ml-0 sm:justify-end">
        <Tip label={t('admin-monitoring.vendor.edit')}>
          <button type="button" onClick={onEdit} className={ICON_BUTTON} aria-label={t('admin-monitoring.vendor.editLabel', { name: service.name })}>
            <Pencil className="size-4" aria-hidden />
          </button>
        </Tip>
        <Tip label={t('admin-monitoring.vendor.unlink')}>
          <button type="button" onClick={onRemove} className={DANGER_ICON_BUTTON} aria-label={t('admin-monitoring.vendor.unlinkLabel', { name: service.name })}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        </Tip>
      </div>
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 sm:col-span-2">
        <span className="font-medium text-slate-700">{t(VENDOR_KIND_LABEL[vendor.kind])}</span>
        <TruncatedText text={vendor.pageUrl} className="max-w-full rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800" />
        {vendor.component && <span>{t('admin-monitoring.vendor.component', { component: vendor.component })}</span>}
      </p>
      {vendor.problem && <p className="text-sm font-medium text-slate-800 sm:col-span-2">{t(VENDOR_PROBLEM_TEXT[vendor.problem])}</p>}
      <div className="grid gap-0.5 text-sm sm:col-span-2">
        {vendor.lastError ? (
          <span className="flex min-w-0 items-start gap-1 font-medium text-red-700">
            <CircleX className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="break-words">
              {vendor.lastError} · {t('admin-monitoring.vendor.failing', { failures: vendor.failures, when: formatIn(vendor.nextPollAt, now, words) })}
            </span>
          </span>
        ) : (
          <span className="text-slate-600">
            {vendor.readAt
              ? t('admin-monitoring.vendor.read', { ago: formatAgo(vendor.readAt, now, words), when: formatIn(vendor.nextPollAt, now, words) })
              : t('admin-monitoring.vendor.notReadYet', { when: formatIn(vendor.nextPollAt, now, words) })}
          </span>
        )}
        {vendor.maintenance && (
          <span className="text-slate-700">
            <span className="font-medium">{t('admin-monitoring.vendor.maintenance')}</span> {vendor.maintenance.title}
            {vendor.maintenance.startsAt && vendor.maintenance.endsAt
              ? `, ${compactWindowText({ startsAt: vendor.maintenance.startsAt, endsAt: vendor.maintenance.endsAt }, now, words)}`
              : ''}
          </span>
        )}
        {vendor.incidentTitle && (
          <span className="flex min-w-0 items-start gap-1 text-slate-700">
            <span className="font-medium">{t('admin-monitoring.vendor.incident')}</span>
            {vendor.incidentUrl ? (
              <a
                href={vendor.incidentUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-start gap-1 text-brand-800 underline-offset-2 hover:underline"
              >
                {vendor.incidentTitle}
                <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span className="sr-only"> {t('admin-monitoring.vendor.opensInNewTab')}</span>
              </a>
            ) : (
              vendor.incidentTitle
            )}
          </span>
        )}
      </div>
    </li>
  );
}
