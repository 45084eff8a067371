import { useQuery } from '@tanstack/react-query';
import type { AdminAlertSummary } from '#shared/subscribers/alerts.js';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { adminReadQuery } from '../ui/admin-query.ts';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

const SUMMARY_PATH = '/api/admin/alert-subscriptions/summary';
const TOP_SERVICES = 5;

/** Subscriptions by state, and the services with the most active subscribers as bars. */
export function AlertSummary() {
  const { t } = useT();
  const summary = useQuery(adminReadQuery<AdminAlertSummary>(queryKeys.admin.alertSummary, SUMMARY_PATH));
  const data = summary.data;
  if (!data) return summary.isPending ? <Skeleton className="h-24 w-full rounded-xl" /> : null;
  const top = data.services.slice(0, TOP_SERVICES);
  const most = Math.max(1, ...top.map((s) => s.subscribers));
  const rest = data.services.length - top.length;
  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Count label={t('admin-alerts.summary.active')} value={data.active} />
        <Count label={t('admin-alerts.summary.pending')} value={data.pending} />
        <Count label={t('admin-alerts.summary.unsubscribed')} value={data.unsubscribed} />
      </dl>
      {top.length > 0 && (
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('admin-alerts.summary.perService')}</h3>
          <ul className="grid gap-1.5">
            {top.map((service) => (
              <li key={service.serviceId} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
                <TruncatedText text={service.name} className="text-slate-800" />
                <span className="font-semibold text-slate-900 tabular-nums">{service.subscribers}</span>
                <span aria-hidden className="col-span-2 mt-0.5 h-1.5 rounded-full bg-slate-200">
                  <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(service.subscribers / most) * 100}%` }} />
                </span>
              </li>
            ))}
          </ul>
          {rest > 0 && <p className="mt-2 text-xs text-slate-600">{t('admin-alerts.summary.moreServices', { count: rest })}</p>}
        </div>
      )}
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-white px-2 py-2 ring-1 ring-slate-200">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
