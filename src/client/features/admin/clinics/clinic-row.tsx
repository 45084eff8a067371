import type { ReactNode } from 'react';
import { Eye, Mail, Network, Trash2, TriangleAlert } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/use-t.ts';
import type { RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import { formatDate, formatDateTime } from '../ui/format.ts';
import { timeAgo } from '../ui/people-time.ts';

interface ClinicRowProps {
  clinic: RegisteredClinicRow;
  onDelete: (clinic: RegisteredClinicRow) => void;
  /** When the list was fetched (ms): relative times and "trial ended" are as of then. */
  now: number;
}

/** One registered clinic: who, where from, its dates and flags, and the Delete button. */
export function ClinicRow({ clinic, onDelete, now }: ClinicRowProps) {
  const words = useT();
  const { t, locale } = words;
  const trialEnded = clinic.trialEndsAt !== null && new Date(clinic.trialEndsAt).getTime() < now;
  return (
    <li className="grid grid-cols-1 gap-3 px-4 py-3.5">
      <div className="space-y-1">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 pt-1">
            <h3 className="min-w-0 font-semibold break-words text-slate-900">{clinic.clinicName}</h3>
            <Badge tone={clinic.isActive ? 'success' : 'neutral'}>{clinic.isActive ? t('admin-clinics.row.active') : t('admin-clinics.row.inactive')}</Badge>
            {clinic.ipChangeDetected && (
              <Badge tone="warning" title={t('admin-clinics.row.ipChangedHint')}>
                <TriangleAlert className="size-3.5" aria-hidden />
                {t('admin-clinics.row.ipChanged')}
              </Badge>
            )}
          </div>
          <DeleteButton clinic={clinic} onDelete={onDelete} />
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
          <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden />
          <span className="sr-only">{t('admin-clinics.row.email')} </span>
          <span className="break-all">{clinic.email}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Network className="size-3.5 shrink-0 text-slate-400" aria-hidden />
          <span className="sr-only">{t('admin-clinics.row.ipAddress')} </span>
          <span className="font-mono text-[0.8125rem] break-all">{clinic.ipAddress}</span>
        </p>
        <p className="flex min-w-0 items-start gap-1.5 text-sm text-slate-700">
          <Eye className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden />
          <span className="min-w-0">
            <span className="text-slate-500">{t('admin-clinics.row.watches')} </span>
            {clinic.services.length > 0 ? clinic.services.join(', ') : <span className="text-slate-500">{t('admin-clinics.row.noServices')}</span>}
          </span>
        </p>
      </div>
      <dl className="flex flex-wrap justify-between gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-2.5 py-2 text-xs sm:grid sm:grid-cols-3 sm:px-3">
        <Fact label={t('admin-clinics.row.registered')}>{formatDate(clinic.createdAt, locale)}</Fact>
        <Fact label={t('admin-clinics.row.trialEnds')}>
          {clinic.trialEndsAt ? (
            <span className={trialEnded ? 'text-amber-800' : undefined}>
              {formatDate(clinic.trialEndsAt, locale)}
              {trialEnded && <span className="sr-only"> {t('admin-clinics.row.trialEnded')}</span>}
            </span>
          ) : (
            t('admin-clinics.row.noTrial')
          )}
        </Fact>
        <Fact label={t('admin-clinics.row.lastAccess')}>
          {clinic.lastAccess ? (
            <time dateTime={clinic.lastAccess} title={formatDateTime(clinic.lastAccess, locale)}>
              {timeAgo(clinic.lastAccess, new Date(now), words)}
            </time>
          ) : (
            t('admin-clinics.row.never')
          )}
        </Fact>
      </dl>
    </li>
  );
}

function DeleteButton({ clinic, onDelete }: Pick<ClinicRowProps, 'clinic' | 'onDelete'>) {
  const { t } = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      aria-label={t('admin-clinics.row.deleteNamed', { name: clinic.clinicName })}
      onClick={() => onDelete(clinic)}
    >
      <Trash2 className="size-4" aria-hidden />
      {t('admin-clinics.row.delete')}
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium whitespace-nowrap text-slate-800">{children}</dd>
    </div>
  );
}
