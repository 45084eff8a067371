import { useState } from 'react';
import { ChartNoAxesColumn, Info, MapPin } from 'lucide-react';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { serviceIssueMessage, type Service } from '../../../shared/services.ts';
import { LazyServiceHistoryDialog, loadHistoryDialog } from '../service-history/lazy-history-dialog.tsx';
import { ServiceNotes } from '../service-history/service-notes.tsx';
import { CARD_TONE } from './status-tone.ts';

interface ServiceCardProps {
  service: Service;
  onSelect: (service: Service) => void;
}

const preload = () => void loadHistoryDialog().catch(() => undefined);

/**
 * One service. Clicking an insurer that is not online explains what that means (SPEC.md
 * section 4); the explanation goes when the pointer leaves the card or focus leaves it.
 * The history is a separate control in the card's corner, so the card's own click is unchanged.
 */
export function ServiceCard({ service, onSelect }: ServiceCardProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const explains = service.type === 'insurance';
  const clear = () => setMessage(null);

  return (
    <li
      onPointerLeave={explains ? clear : undefined}
      className={cn('relative flex flex-col rounded-xl border border-l-4 shadow-xs transition-colors', CARD_TONE[service.status])}
    >
      <button
        type="button"
        onClick={() => {
          onSelect(service);
          if (explains) setMessage(serviceIssueMessage(service));
        }}
        onBlur={explains ? clear : undefined}
        className="flex flex-1 flex-col rounded-xl p-4 text-left"
      >
        <span className="block pr-8 font-semibold text-slate-900">{service.name}</span>
        <span className="mt-1.5 flex items-end justify-between gap-3">
          <span className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
            {service.location && (
              <>
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {service.location}
              </>
            )}
          </span>
          <StatusBadge status={service.status} />
        </span>
        <ServiceNotes service={service} className="mt-2" />
      </button>
      <button
        type="button"
        aria-label={`View history for ${service.name}`}
        title="View history"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setHistoryOpen(true)}
        className="absolute top-2.5 right-2.5 grid size-8 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-900/5 hover:text-brand-700"
      >
        <ChartNoAxesColumn className="size-4" aria-hidden />
      </button>
      {historyOpen && <LazyServiceHistoryDialog service={service} open onOpenChange={setHistoryOpen} />}
      {explains && (
        <div aria-live="polite">
          {message && (
            <p className="mx-3 mb-3 flex gap-2 rounded-lg bg-white/90 p-3 text-sm text-slate-800 ring-1 ring-slate-900/10">
              <Info className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
              {message}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
