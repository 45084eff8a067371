import { Fragment, type ReactNode } from 'react';
import type { AuditLogRow } from '#shared/admin/audit.js';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '../ui/format.ts';
import { timeAgo } from '../ui/people-time.ts';
import { actionLabel, isFailureAction, shortTarget } from './audit-labels.ts';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** One audit entry on the timeline: what happened, who did it from where, and to what. */
export function AuditRow({ entry, now }: { entry: AuditLogRow; now: number }) {
  const words = useT();
  const { t, locale } = words;
  const label = actionLabel(entry.action, t);
  const failure = isFailureAction(entry.action);
  return (
    <li className="flex gap-3 px-4 py-3">
      <span
        aria-hidden
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full ring-4', failure ? 'bg-amber-500 ring-amber-100' : 'bg-brand-500 ring-brand-50')}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <p className="min-w-0 text-sm font-medium text-slate-900">
            {label ?? <code className="font-mono text-[0.8125rem] break-all">{entry.action}</code>}
            {failure && <span className="sr-only"> {t('admin-audit.row.failure')}</span>}
          </p>
          <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt, locale)} className="shrink-0 text-xs text-slate-500">
            {timeAgo(entry.createdAt, new Date(now), words)}
          </time>
        </div>
        <Meta className="text-slate-600">
          <span className="break-all">
            <span className="sr-only">{t('admin-audit.row.by')} </span>
            {entry.actor}
          </span>
          {entry.ipAddress && (
            <span className="font-mono">
              <span className="sr-only">{t('admin-audit.row.fromIp')} </span>
              {entry.ipAddress}
            </span>
          )}
        </Meta>
        <Meta className="text-slate-500">
          {label && <code className="font-mono">{entry.action}</code>}
          {entry.target && (
            <TruncatedText text={entry.target}>
              <span className="sr-only">{t('admin-audit.row.target')} </span>
              {shortTarget(entry.target)}
            </TruncatedText>
          )}
        </Meta>
      </div>
    </li>
  );
}

/** A small line of facts, dot-separated; absent facts leave no stray dot. */
function Meta({ className, children }: { className: string; children: ReactNode[] }) {
  const parts = children.filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={cn('mt-0.5 flex min-w-0 flex-wrap gap-x-2 text-xs', className)}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <span aria-hidden className="text-slate-300">
              •
            </span>
          )}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
