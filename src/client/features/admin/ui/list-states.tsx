import type { ReactNode } from 'react';
import { AlertCircle, Inbox, type LucideIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useT } from '#client/i18n/use-t.ts';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** What an empty list says, centred with a quiet icon. */
export function EmptyState({ icon: Icon = Inbox, children }: { icon?: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
      <Icon className="size-6 text-slate-400" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** A list that failed to load: the reason and a way to try again. */
export function ListError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <span className="flex items-center gap-2">
        <AlertCircle className="size-4 shrink-0" aria-hidden />
        {serverMessage(error, fallback)}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('admin-panel.list.retry')}
      </Button>
    </div>
  );
}
