import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleX, ExternalLink, Pencil, Plus, RadioTower, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';
import type { AdminCheckEntry } from '#shared/status/monitoring.js';
import { VENDOR_KIND_LABEL, VENDOR_TOASTS, type AdminVendorLink, type VendorProblem } from '#shared/status/vendor-status.js';
import { compactWindowText } from '#client/lib/business-time.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { DANGER_ICON_BUTTON, ICON_BUTTON } from '../services/row-button-classes.ts';
import { adminChecksQuery, CHECK_QUERY_KEYS, removeVendorLink } from './monitoring-api.ts';
import { formatAgo, formatIn } from './check-format.ts';
import { VendorLinkDialog } from './vendor-link-dialog.tsx';

type Linked = AdminCheckEntry & { vendor: AdminVendorLink };

/** Why the board shows the service's status as unknown, for the admin who can fix the link. */
const VENDOR_PROBLEM_TEXT: Record<VendorProblem, string> = {
  unreadable: 'the page cannot be read as it stands (see the error below).',
  missing: 'the page does not list the chosen component. Edit the link and choose it from the page’s list.',
  'not-monitored': 'the vendor is not monitoring this resource right now.',
  'unknown-state': 'the vendor uses a state its format does not document.',
};

/** Vendors' own status pages (docs/product/status-rules.md): which services follow one, what it last said, and link / edit / unlink. */
export function VendorLinksWidget() {
  const entries = useQuery(adminChecksQuery);
  const [editing, setEditing] = useState<AdminCheckEntry | 'add' | null>(null);
  const [removing, setRemoving] = useState<Linked | null>(null);
  const remove = useAdminMutation({
    mutationFn: removeVendorLink,
    texts: VENDOR_TOASTS.remove,
    invalidates: CHECK_QUERY_KEYS,
    onSuccess: () => setRemoving(null),
  });
  const all = entries.data ?? [];
  const linked = all.filter((e): e is Linked => e.vendor !== null);
  const unlinked = all.filter((e) => e.vendor === null).map((e) => e.service);
  const now = new Date(entries.dataUpdatedAt);

  return (
    <AdminWidget
      title="Vendor Status Pages"
      icon={RadioTower}
      anchor="vendor-status"
      description="Services that follow their vendor's own status page: an Atlassian Statuspage component, a Better Stack page or an incident feed."
      actions={
        entries.data && (
          <>
            <Badge tone="brand">{linked.length} linked</Badge>
            <Button size="sm" onClick={() => setEditing('add')} disabled={unlinked.length === 0}>
              <Plus className="size-4" aria-hidden />
              Link a page
            </Button>
          </>
        )
      }
    >
      {entries.isPending ? (
        <ListSkeleton rows={2} label="Loading vendor status pages" />
      ) : entries.isError ? (
        <ListError error={entries.error} fallback="Could not load vendor status pages" onRetry={() => void entries.refetch()} />
      ) : linked.length === 0 ? (
        <EmptyState icon={RadioTower}>No service follows its vendor's status page yet.</EmptyState>
      ) : (
        <ul aria-label="Services following their vendor's status page" className="-my-3 divide-y divide-slate-100">
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
        title={`Unlink ${removing?.service.name ?? ''} from its vendor's page?`}
        description="The vendor's page no longer has a say in the service's status; its check or the status set by hand decides again."
        confirmLabel="Unlink"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.service.id)}
      />
    </AdminWidget>
  );
}

function VendorRow({ entry, now, onEdit, onRemove }: { entry: Linked; now: Date; onEdit: () => void; onRemove: () => void }) {
  const { service, vendor } = entry;
  return (
    <li className="grid gap-1.5 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">{service.name}</span>
        {vendor.problem ? (
          <StatusBadge
            status="stale"
            label={`Vendor: ${vendor.problem === 'missing' || vendor.problem === 'unreadable' ? 'unreadable' : (vendor.vendorWord ?? 'unknown')}`}
          />
        ) : (
          vendor.state && (
            <StatusBadge status={vendor.state === 'maintenance' ? 'maintenance' : vendor.state} label={`Vendor: ${vendor.vendorWord ?? vendor.state}`} />
          )
        )}
        {vendor.allowPrivate && <Badge tone="neutral">Own network</Badge>}
      </div>
      <div className="order-last -ml-2.5 flex items-center gap-1 sm:order-none sm:col-start-2 sm:row-start-1 sm:ml-0 sm:justify-end">
        <Tip label="Edit link">
          <button type="button" onClick={onEdit} className={ICON_BUTTON} aria-label={`Edit the ${service.name} vendor status page`}>
            <Pencil className="size-4" aria-hidden />
          </button>
        </Tip>
        <Tip label="Unlink">
          <button type="button" onClick={onRemove} className={DANGER_ICON_BUTTON} aria-label={`Unlink ${service.name} from its vendor status page`}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        </Tip>
      </div>
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 sm:col-span-2">
        <span className="font-medium text-slate-700">{VENDOR_KIND_LABEL[vendor.kind]}</span>
        <TruncatedText text={vendor.pageUrl} className="max-w-full rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800" />
        {vendor.component && <span>component {vendor.component}</span>}
      </p>
      {vendor.problem && <p className="text-sm font-medium text-slate-800 sm:col-span-2">Status unknown on the board: {VENDOR_PROBLEM_TEXT[vendor.problem]}</p>}
      <div className="grid gap-0.5 text-sm sm:col-span-2">
        {vendor.lastError ? (
          <span className="flex min-w-0 items-start gap-1 font-medium text-red-700">
            <CircleX className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="break-words">
              {vendor.lastError} · {vendor.failures} {vendor.failures === 1 ? 'failure' : 'failures'} in a row, next try {formatIn(vendor.nextPollAt, now)}
            </span>
          </span>
        ) : (
          <span className="text-slate-600">
            {vendor.readAt
              ? `Read ${formatAgo(vendor.readAt, now)}, next ${formatIn(vendor.nextPollAt, now)}`
              : `Not read yet; first read ${formatIn(vendor.nextPollAt, now)}`}
          </span>
        )}
        {vendor.maintenance && (
          <span className="text-slate-700">
            <span className="font-medium">Vendor maintenance:</span> {vendor.maintenance.title}
            {vendor.maintenance.startsAt && vendor.maintenance.endsAt
              ? `, ${compactWindowText({ startsAt: vendor.maintenance.startsAt, endsAt: vendor.maintenance.endsAt }, now)}`
              : ''}
          </span>
        )}
        {vendor.incidentTitle && (
          <span className="flex min-w-0 items-start gap-1 text-slate-700">
            <span className="font-medium">Vendor incident:</span>
            {vendor.incidentUrl ? (
              <a
                href={vendor.incidentUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-start gap-1 text-brand-800 underline-offset-2 hover:underline"
              >
                {vendor.incidentTitle}
                <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span className="sr-only"> (opens in a new tab)</span>
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
