import { Building2, Loader2, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDate } from '../ui/format.ts';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface WhitelistEntryRowProps {
  entry: AdminWhitelistEntry;
  removing: boolean;
  onRemove: (entry: AdminWhitelistEntry) => void;
}

/** One whitelisted address or range: what it is, whose it is, since when; and a way to remove it. */
export function WhitelistEntryRow({ entry, removing, onRemove }: WhitelistEntryRowProps) {
  const { t, locale } = useT();
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-mono text-sm font-semibold break-all text-slate-900">{entry.ipAddress}</span>
          {!entry.isActive && <Badge>{t('admin-whitelist.row.inactive')}</Badge>}
        </div>
        {entry.clinicName && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-800">
            <Building2 className="size-3.5 shrink-0 text-brand-600" aria-hidden />
            <span className="sr-only">{t('admin-whitelist.row.clinic')} </span>
            <span className="min-w-0 break-words">{entry.clinicName}</span>
          </p>
        )}
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
          {entry.description && <span className="min-w-0 break-words">{entry.description}</span>}
          <span className="whitespace-nowrap">{t('admin-whitelist.row.added', { date: formatDate(entry.createdAt, locale) })}</span>
        </p>
      </div>
      <Tip label={t('admin-whitelist.row.removeHint')}>
        <button
          type="button"
          onClick={() => onRemove(entry)}
          disabled={removing}
          aria-label={t('admin-whitelist.row.removeNamed', { ip: entry.ipAddress })}
          className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:pointer-events-none disabled:opacity-60"
        >
          {removing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
          <span className="hidden sm:inline">{t('admin-whitelist.row.remove')}</span>
        </button>
      </Tip>
    </li>
  );
}
