import type { ReactNode } from 'react';
import { Check, MailCheck, MailWarning, X } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { AdminRegistrationRow } from '#shared/onboarding/registration.js';
import { useT } from '#client/i18n/use-t.ts';
import { formatDateTime } from '../ui/format.ts';
import { timeAgo } from '../ui/people-time.ts';

interface RegistrationCardProps {
  registration: AdminRegistrationRow;
  /** Which of this card's actions is running, if any. */
  busy: 'approve' | 'reject' | null;
  /** Another review is running: one decision at a time. */
  locked: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** When the list was fetched (ms), for the relative time. */
  now: number;
}

/** One registration awaiting a decision: everything the clinic gave us, then Approve or Reject. */
export function RegistrationCard({ registration: r, busy, locked, onApprove, onReject, now }: RegistrationCardProps) {
  const words = useT();
  const { t, locale } = words;
  return (
    <li className="grid grid-cols-1 gap-3 px-4 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{r.clinicName}</h3>
        {r.emailVerified ? (
          <Badge tone="success">
            <MailCheck className="size-3.5" aria-hidden />
            {t('admin-registrations.card.emailVerified')}
          </Badge>
        ) : (
          <Badge tone="warning" title={t('admin-registrations.card.emailNotVerifiedHint')}>
            <MailWarning className="size-3.5" aria-hidden />
            {t('admin-registrations.card.emailNotVerified')}
          </Badge>
        )}
      </div>
      <dl className="grid grid-flow-row-dense grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label={t('admin-registrations.card.contact')}>{r.contactPersonName}</Fact>
        <Fact label={t('admin-registrations.card.phone')}>{r.phone}</Fact>
        <Fact label={t('admin-registrations.card.submitted')}>
          <time dateTime={r.createdAt} title={formatDateTime(r.createdAt, locale)}>
            {timeAgo(r.createdAt, new Date(now), words)}
          </time>
        </Fact>
        <Fact label={t('admin-registrations.card.email')} wide>
          <span className="break-all">{r.email}</span>
        </Fact>
        <Fact label={t('admin-registrations.card.ipAddress')}>
          <span className="font-mono text-[0.8125rem] break-all">{r.ipAddress}</span>
        </Fact>
        <Fact label={t('admin-registrations.card.coupon')}>
          {r.couponCode ? (
            <span className="font-mono text-[0.8125rem]">{r.couponCode}</span>
          ) : (
            <span className="text-slate-500">{t('admin-registrations.card.noCoupon')}</span>
          )}
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={onApprove}
          disabled={locked}
          pending={busy === 'approve'}
          icon={Check}
          aria-label={t('admin-registrations.card.approveNamed', { name: r.clinicName })}
        >
          {t('admin-registrations.card.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onReject}
          disabled={locked}
          pending={busy === 'reject'}
          icon={X}
          aria-label={t('admin-registrations.card.rejectNamed', { name: r.clinicName })}
        >
          {t('admin-registrations.card.reject')}
        </Button>
      </div>
    </li>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}
