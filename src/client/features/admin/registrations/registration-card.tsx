import type { ReactNode } from 'react';
import { Check, MailCheck, MailWarning, X } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { AdminRegistrationRow } from '#shared/onboarding/registration.js';
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
  return (
    <li className="grid grid-cols-1 gap-3 px-4 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{r.clinicName}</h3>
        {r.emailVerified ? (
          <Badge tone="success">
            <MailCheck className="size-3.5" aria-hidden />
            E-mail verified
          </Badge>
        ) : (
          <Badge tone="warning" title="The clinic has not yet clicked the link in the verification e-mail">
            <MailWarning className="size-3.5" aria-hidden />
            E-mail not verified
          </Badge>
        )}
      </div>
      <dl className="grid grid-flow-row-dense grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Contact">{r.contactPersonName}</Fact>
        <Fact label="Phone">{r.phone}</Fact>
        <Fact label="Submitted">
          <time dateTime={r.createdAt} title={formatDateTime(r.createdAt)}>
            {timeAgo(r.createdAt, new Date(now))}
          </time>
        </Fact>
        <Fact label="E-mail" wide>
          <span className="break-all">{r.email}</span>
        </Fact>
        <Fact label="IP address">
          <span className="font-mono text-[0.8125rem] break-all">{r.ipAddress}</span>
        </Fact>
        <Fact label="Coupon">
          {r.couponCode ? <span className="font-mono text-[0.8125rem]">{r.couponCode}</span> : <span className="text-slate-500">None</span>}
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onApprove} disabled={locked} pending={busy === 'approve'} icon={Check} aria-label={`Approve ${r.clinicName}`}>
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onReject}
          disabled={locked}
          pending={busy === 'reject'}
          icon={X}
          aria-label={`Reject ${r.clinicName}`}
        >
          Reject
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
