import { Hand, Wrench } from 'lucide-react';
import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';
import { cn } from '#client/lib/cn.ts';
import type { Service } from '#shared/status/services.js';

/** "3:30 p.m." today, "Nov 22, 3:30 p.m." another day, in the provider's zone. */
export function formatUntil(iso: string, now = new Date()): string {
  return formatBusinessTime(iso, businessClock().sameDay(iso, now) ? 'time' : 'monthDayTime');
}

/** When a status set by hand ends by itself; one without an end lasts until the provider changes it. */
export function overrideNote(service: Pick<Service, 'override'>): string | null {
  const override = service.override;
  if (!override?.until) return null;
  return `${override.by} until ${formatUntil(override.until)}`;
}

export function maintenanceNote(service: Pick<Service, 'maintenance'>, withTitle = false): string | null {
  const maintenance = service.maintenance;
  if (!maintenance) return null;
  const until = `until ${formatUntil(maintenance.until)}`;
  return withTitle ? `Scheduled maintenance: ${maintenance.title}, ${until}` : `Under maintenance ${until}`;
}

/** The override and maintenance notes, small, as the card and the history dialog show them. */
export function ServiceNotes({ service, detailed = false, className }: { service: Service; detailed?: boolean; className?: string }) {
  const notes = [
    { key: 'maintenance', icon: Wrench, text: maintenanceNote(service, detailed) },
    { key: 'override', icon: Hand, text: overrideNote(service) },
  ].filter((n) => n.text);
  if (notes.length === 0) return null;
  return (
    <span className={cn('flex flex-col gap-1 text-xs text-slate-700', className)}>
      {notes.map(({ key, icon: Icon, text }) => (
        <span key={key} className="flex items-start gap-1.5">
          <Icon className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden />
          <span>{text}</span>
        </span>
      ))}
    </span>
  );
}
