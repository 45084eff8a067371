import { X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { maintenanceWindowText } from '#client/lib/business-time.ts';
import { cn } from '#client/lib/cn.ts';
import type { Maintenance, MaintenanceState } from '#shared/status/incidents.js';

const STATE: Record<MaintenanceState, { label: string; className: string }> = {
  active: { label: 'In progress', className: 'bg-sky-700 text-white' },
  upcoming: { label: 'Upcoming', className: 'bg-sky-50 text-sky-900 ring-1 ring-inset ring-sky-600/25' },
  past: { label: 'Ended', className: 'bg-slate-100 text-slate-700' },
};

/** One window: when, what, where; cancel while it has not ended. */
export function MaintenanceRow({ window, cancelling, onCancel }: { window: Maintenance; cancelling: boolean; onCancel: (window: Maintenance) => void }) {
  const state = STATE[window.state];
  const when = maintenanceWindowText(window, new Date());
  return (
    <li className={cn('flex items-start justify-between gap-3 py-3', window.state === 'past' && 'opacity-80')}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', state.className)}>{state.label}</span>
          <span className="font-medium break-words text-slate-900">{window.title}</span>
        </p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={window.startsAt}>{when.provider}</time>
          {when.viewer && ` (${when.viewer}, your time)`}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{window.services.map((s) => s.name).join(', ') || 'No services'}</p>
        {window.description && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{window.description}</p>}
      </div>
      {window.state !== 'past' && (
        <Button
          variant="outline"
          size="sm"
          pending={cancelling}
          icon={X}
          onClick={() => onCancel(window)}
          aria-label={`${window.state === 'active' ? 'End now' : 'Cancel'}: ${window.title}`}
        >
          {window.state === 'active' ? 'End now' : 'Cancel'}
        </Button>
      )}
    </li>
  );
}
