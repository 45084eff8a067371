import { Loader2 } from 'lucide-react';
import { STATUS_ICON } from '#client/components/ui/status-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { SERVICE_STATUSES, type ServiceStatus } from '#shared/status/services.js';

/** Each status's word in the panel, looked up where shown: t(OVERRIDE_LABEL[status]). */
export const OVERRIDE_LABEL: Record<ServiceStatus, string> = {
  online: msg('admin-services.status.online'),
  warning: msg('admin-services.status.warning'),
  offline: msg('admin-services.status.offline'),
};

// The dashboard's status colours: green, yellow, red (docs/product/board.md).
const IDLE: Record<ServiceStatus, string> = {
  online: 'border-emerald-300 bg-white text-emerald-800 hover:bg-emerald-50',
  warning: 'border-amber-300 bg-white text-amber-900 hover:bg-amber-50',
  offline: 'border-red-300 bg-white text-red-800 hover:bg-red-50',
};
const CURRENT: Record<ServiceStatus, string> = {
  online: 'border-emerald-600 bg-emerald-600 text-white',
  warning: 'border-amber-400 bg-amber-400 text-amber-950',
  offline: 'border-red-600 bg-red-600 text-white',
};

interface StatusButtonsProps {
  current: ServiceStatus | undefined;
  pending: ServiceStatus | undefined;
  onChoose: (status: ServiceStatus) => void;
}

/** Online / Warning / Offline, coloured as on the dashboard; the service's current status is pressed. */
export function StatusButtons({ current, pending, onChoose }: StatusButtonsProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('admin-services.override.setStatus')} className="grid grid-cols-3 gap-2">
      {SERVICE_STATUSES.map((status) => {
        const Icon = pending === status ? Loader2 : STATUS_ICON[status];
        const isCurrent = current === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={isCurrent}
            disabled={pending !== undefined}
            onClick={() => onChoose(status)}
            className={cn(
              'flex h-14 flex-col items-center justify-center gap-0.5 rounded-xl border-2 text-sm font-semibold transition-colors disabled:cursor-wait',
              'sm:h-12 sm:flex-row sm:gap-2',
              isCurrent ? CURRENT[status] : IDLE[status],
            )}
          >
            <Icon className={cn('size-4', pending === status && 'animate-spin')} aria-hidden />
            <span>{t(OVERRIDE_LABEL[status])}</span>
            {isCurrent && <span className="sr-only">{t('admin-services.override.current')}</span>}
          </button>
        );
      })}
    </div>
  );
}
