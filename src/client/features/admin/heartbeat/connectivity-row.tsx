import { CircleDashed, Clock, Moon, TriangleAlert, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import type { ClinicConnectivityRow, ClinicConnectivityState } from '#shared/onboarding/heartbeat.js';
import { formatDateTime } from '../ui/format.ts';
import { timeAgo } from '../ui/people-time.ts';
import { cn } from '#client/lib/cn.ts';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { STATE_LABEL, silentText } from './heartbeat-format.ts';

export const STATE_ICON: Record<ClinicConnectivityState, LucideIcon> = {
  online: Wifi,
  silent: WifiOff,
  'not-seen-today': Clock,
  closed: Moon,
  never: CircleDashed,
};

const STATE_TONE: Record<ClinicConnectivityState, BadgeTone> = {
  online: 'success',
  silent: 'danger',
  'not-seen-today': 'neutral',
  closed: 'neutral',
  never: 'neutral',
};

/** A state shown by icon and words as well as colour. */
export function ConnectivityBadge({ state }: { state: ClinicConnectivityState }) {
  const { t } = useT();
  const Icon = STATE_ICON[state];
  return (
    <Badge tone={STATE_TONE[state]}>
      <Icon className="size-3.5" aria-hidden />
      {t(STATE_LABEL[state])}
    </Badge>
  );
}

/** One clinic: name, address, when it was last seen and its state; a silent one says what it likely means. */
export function ConnectivityRow({ clinic, now }: { clinic: ClinicConnectivityRow; now: Date }) {
  const words = useT();
  const { t, locale } = words;
  const silent = clinic.state === 'silent';
  return (
    <li className={cn('grid gap-1 px-4 py-3', silent && 'border-l-4 border-l-red-500 bg-red-50/70 pl-3')}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{clinic.clinicName}</h3>
        <ConnectivityBadge state={clinic.state} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-600">
        <span className="font-mono text-[0.8125rem] break-all text-slate-700">
          <span className="sr-only">{t('admin-heartbeat.row.ipAddress')} </span>
          {clinic.ipAddress}
        </span>
        <span>
          {clinic.lastSeen ? (
            <T
              id="admin-heartbeat.row.lastSeen"
              values={{ ago: timeAgo(clinic.lastSeen, now, words).toLocaleLowerCase(locale) }}
              components={{ 0: <time dateTime={clinic.lastSeen} title={formatDateTime(clinic.lastSeen, locale)} /> }}
            />
          ) : (
            t('admin-heartbeat.row.noHeartbeat')
          )}
        </span>
      </div>
      {silent && clinic.silentForMinutes !== null && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-red-800">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {silentText(clinic.silentForMinutes, t)}
        </p>
      )}
    </li>
  );
}
