import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Globe, Radar } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { COVERAGE_KINDS, REACHABILITY_CHECK, type CoverageService, type MonitoringCoverage } from '#shared/status/monitoring.js';
import { useT } from '#client/i18n/use-t.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { addAllReachabilityChecks, addReachabilityCheck, CHECK_QUERY_KEYS, monitoringCoverageQuery } from './monitoring-api.ts';
import { formatInterval } from './check-format.ts';
import { COVERAGE_KIND_LABEL, MONITORING_TOAST_IDS, SERVICE_TYPE_WORD, toastTexts } from './monitoring-labels.ts';

/**
 * How much of the board checks itself: services watched by an automated check, by their
 * vendor's status page, or by nothing (their status is whatever was last set by hand). A service
 * with a portal address and no check gets a one-click check of that website, one by one or all at once.
 */
export function MonitoringCoverageWidget() {
  const { t } = useT();
  const coverage = useQuery(monitoringCoverageQuery);
  const addOne = useAdminMutation({
    mutationFn: addReachabilityCheck,
    texts: toastTexts(MONITORING_TOAST_IDS.addReachability, t),
    invalidates: CHECK_QUERY_KEYS,
  });
  const addAll = useAdminMutation({
    mutationFn: addAllReachabilityChecks,
    texts: toastTexts(MONITORING_TOAST_IDS.addAllReachability, t),
    invalidates: CHECK_QUERY_KEYS,
    onSuccess: (answer) => {
      // The reason is the server's, in the language it answers in.
      for (const skipped of answer.skipped) {
        toast({ title: t('admin-monitoring.coverage.notAdded', { name: skipped.name }), description: skipped.reason, variant: 'destructive' });
      }
    },
  });
  const data = coverage.data;

  return (
    <AdminWidget
      title={t('admin-monitoring.coverage.title')}
      icon={Radar}
      anchor="coverage"
      description={t('admin-monitoring.coverage.description')}
      actions={
        data && (
          <Badge tone={data.byKind.none === 0 ? 'success' : 'warning'}>
            {t('admin-monitoring.coverage.checkedCount', { checked: data.total - data.byKind.none, total: data.total })}
          </Badge>
        )
      }
    >
      {coverage.isPending ? (
        <ListSkeleton rows={2} label={t('admin-monitoring.coverage.loading')} />
      ) : coverage.isError ? (
        <ListError error={coverage.error} fallback={t('admin-monitoring.coverage.loadFailed')} onRetry={() => void coverage.refetch()} />
      ) : (
        <CoverageBody
          coverage={coverage.data}
          busy={addOne.isPending || addAll.isPending}
          adding={addOne.isPending ? addOne.variables : null}
          addingAll={addAll.isPending}
          onAdd={(id) => addOne.mutate(id)}
          onAddAll={() => addAll.mutate()}
        />
      )}
    </AdminWidget>
  );
}

interface CoverageBodyProps {
  coverage: MonitoringCoverage;
  busy: boolean;
  adding: string | null;
  addingAll: boolean;
  onAdd: (serviceId: string) => void;
  onAddAll: () => void;
}

function CoverageBody({ coverage, busy, adding, addingAll, onAdd, onAddAll }: CoverageBodyProps) {
  const words = useT();
  const { t } = words;
  const every = formatInterval(REACHABILITY_CHECK.intervalSeconds, words);
  const notMonitoredId = useId();
  const vendorOnlyId = useId();
  const candidates = new Set(coverage.reachabilityCandidates.map((s) => s.id));
  const checkable = coverage.notMonitored.filter((s) => candidates.has(s.id));
  const noPortal = coverage.notMonitored.filter((s) => !candidates.has(s.id));
  const unwatched = new Set(coverage.notMonitored.map((s) => s.id));
  const vendorOnly = coverage.reachabilityCandidates.filter((s) => !unwatched.has(s.id));
  const row = (service: CoverageService) => (
    <CheckableRow key={service.id} service={service} every={every} pending={adding === service.id} disabled={busy} onAdd={() => onAdd(service.id)} />
  );

  return (
    <>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {COVERAGE_KINDS.map((kind) => (
          <div key={kind} className="rounded-xl border border-slate-200 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{t(COVERAGE_KIND_LABEL[kind])}</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{coverage.byKind[kind]}</dd>
          </div>
        ))}
      </dl>

      {coverage.notMonitored.length === 0 ? (
        <p className="text-sm text-slate-700">{t('admin-monitoring.coverage.allChecked')}</p>
      ) : (
        <div className="grid gap-2">
          <h3 id={notMonitoredId} className="text-sm font-semibold text-slate-900">
            {t('admin-monitoring.coverage.notMonitoredHeading', { count: coverage.notMonitored.length })}
          </h3>
          {checkable.length > 0 && (
            <ul aria-labelledby={notMonitoredId} className="divide-y divide-slate-100">
              {checkable.map(row)}
            </ul>
          )}
          {noPortal.length > 0 && (
            <div className="grid gap-1.5">
              <p className="text-xs text-slate-600">{t('admin-monitoring.coverage.noPortal')}</p>
              <ul aria-label={t('admin-monitoring.coverage.noPortalList')} className="flex flex-wrap gap-1.5">
                {noPortal.map((service) => (
                  <li key={service.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
                    {service.name}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      {vendorOnly.length > 0 && (
        <div className="grid gap-2">
          <h3 id={vendorOnlyId} className="text-sm font-semibold text-slate-900">
            {t('admin-monitoring.coverage.vendorOnly')}
          </h3>
          <ul aria-labelledby={vendorOnlyId} className="divide-y divide-slate-100">
            {vendorOnly.map(row)}
          </ul>
        </div>
      )}

      {coverage.reachabilityCandidates.length > 0 && (
        <div className="grid gap-2 border-t border-slate-100 pt-3">
          <Button size="sm" className="justify-self-start" icon={Globe} pending={addingAll} disabled={busy} onClick={onAddAll}>
            {t('admin-monitoring.coverage.addAll', { count: coverage.reachabilityCandidates.length })}
          </Button>
          <p className="text-xs text-slate-600">{t('admin-monitoring.coverage.reachabilityHelp', { every, failures: REACHABILITY_CHECK.failuresToOffline })}</p>
        </div>
      )}
    </>
  );
}

interface CheckableRowProps {
  service: CoverageService;
  /** "every 5 min": how often the website check runs. */
  every: string;
  pending: boolean;
  disabled: boolean;
  onAdd: () => void;
}

function CheckableRow({ service, every, pending, disabled, onAdd }: CheckableRowProps) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 py-2">
      <span className="min-w-0">
        <span className="font-medium break-words text-slate-900">{service.name}</span>
        <span className="ml-2 text-xs text-slate-600">{t(SERVICE_TYPE_WORD[service.type])}</span>
      </span>
      <Button
        size="sm"
        variant="outline"
        icon={Globe}
        pending={pending}
        disabled={disabled}
        onClick={onAdd}
        aria-label={t('admin-monitoring.coverage.checkWebsiteLabel', { every, name: service.name })}
        title={service.portalUrl ?? undefined}
      >
        {t('admin-monitoring.coverage.checkWebsite', { every })}
      </Button>
    </li>
  );
}
