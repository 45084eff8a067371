import { CircleCheck, Loader2 } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { formatChanged } from './format-changed.ts';
import type { AdminService } from '#shared/status/service-admin.js';
import { OVERRIDE_LABEL } from './status-buttons.tsx';
import { ONLINE_BUTTON } from './row-button-classes.ts';
import { ServicePickRow } from './service-pick-row.tsx';

interface AffectedServicesProps {
  services: AdminService[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The service being set online from this list, if any. */
  restoringId: string | undefined;
  onRestore: (service: AdminService) => void;
  /** When the list was read, for "today" in the times. */
  now: Date;
}

/**
 * During an incident the services to watch are the ones not online: each can be picked for
 * the override above, or set back online in one click when the incident is over.
 */
export function AffectedServices({ services, selectedId, onSelect, restoringId, onRestore, now }: AffectedServicesProps) {
  const words = useT();
  const { t } = words;
  const affected = services.filter((s) => s.status !== 'online').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <div className="border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">
        {t('admin-services.override.notOnline')} {affected.length > 0 && <span className="font-normal text-slate-600">({affected.length})</span>}
      </h3>
      {affected.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-emerald-800">
          <CircleCheck className="size-4" aria-hidden />
          {t('admin-services.override.allOnline')}
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {affected.map((service) => (
            <ServicePickRow
              key={service.id}
              name={service.name}
              selected={service.id === selectedId}
              onSelect={() => onSelect(service.id)}
              meta={
                <>
                  <StatusBadge status={service.status} label={t(OVERRIDE_LABEL[service.status])} />
                  <span>{t('admin-services.override.changed', { when: formatChanged(service.updatedAt, now, words) })}</span>
                </>
              }
              action={
                <button
                  type="button"
                  onClick={() => onRestore(service)}
                  disabled={restoringId !== undefined}
                  aria-label={t('admin-services.override.setOnlineLabel', { name: service.name })}
                  className={ONLINE_BUTTON}
                >
                  {restoringId === service.id ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <CircleCheck className="size-4" aria-hidden />}
                  {t('admin-services.override.setOnline')}
                </button>
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
