import { Loader2, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';
import type { AdminRegistrationRow } from '#shared/onboarding/registration.js';
import { formatDate, formatDateTime } from '../ui/format.ts';
import { RECENTLY_APPROVED_DAYS } from './registration-queries.ts';

/** How many recent approvals are offered; older ones are rarely the ones whose code went missing. */
const SHOWN = 5;

interface RecentlyApprovedProps {
  registrations: AdminRegistrationRow[];
  resendingId: string | null;
  onResend: (registration: AdminRegistrationRow) => void;
}

/**
 * Approvals of the last days with "Resend code": for when the approval e-mail could not be
 * sent, or the clinic lost it. Resending issues a new code; the old one stops working.
 */
export function RecentlyApproved({ registrations, resendingId, onResend }: RecentlyApprovedProps) {
  const { t, locale } = useT();
  if (registrations.length === 0) return null;
  return (
    <section aria-labelledby="recently-approved-title" className="grid grid-cols-1 gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="recently-approved-title" className="text-sm font-semibold text-slate-800">
          {t('admin-registrations.recent.title')}
        </h3>
        <p className="text-xs text-slate-500">{t('admin-registrations.recent.window', { days: RECENTLY_APPROVED_DAYS })}</p>
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50/60">
        {registrations.slice(0, SHOWN).map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-slate-900">{r.clinicName}</p>
              <p className="truncate text-xs text-slate-600">
                {r.reviewedAt ? (
                  <T
                    id="admin-registrations.recent.approvedOn"
                    values={{ date: formatDate(r.reviewedAt, locale), email: r.email }}
                    components={{ 0: <time dateTime={r.reviewedAt} title={formatDateTime(r.reviewedAt, locale)} /> }}
                  />
                ) : (
                  t('admin-registrations.recent.approved', { email: r.email })
                )}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onResend(r)}
              disabled={resendingId !== null}
              aria-label={t('admin-registrations.recent.resendNamed', { name: r.clinicName })}
              title={t('admin-registrations.recent.resendHint')}
            >
              {resendingId === r.id ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
              {t('admin-registrations.recent.resend')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
