import { Hand, Wrench } from 'lucide-react';
import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';
import { cn } from '#client/lib/cn.ts';
import { useT, type Translation } from '#client/i18n/use-t.ts';
import type { Service } from '#shared/status/services.js';
import type { Locale } from '#shared/i18n/locales.js';
import { providerWords } from '#client/i18n/provider-text.tsx';
import { setByText } from '#client/components/board-words.ts';

/** "3:30 p.m." today, "Nov 22, 3:30 p.m." another day, in the provider's zone ("15 h 30", "22 nov., 15 h 30"). */
export function formatUntil(iso: string, now = new Date(), locale?: Locale): string {
  return formatBusinessTime(iso, businessClock(locale).sameDay(iso, now) ? 'time' : 'monthDayTime', locale);
}

/** When a status set by hand ends by itself; one without an end lasts until the provider changes it. */
export function overrideNote(service: Pick<Service, 'override'>, { t, locale }: Pick<Translation, 't' | 'locale'>): string | null {
  const override = service.override;
  if (!override?.until) return null;
  return t('board.notes.override', { by: setByText(override.by, t), until: formatUntil(override.until, new Date(), locale) });
}

export function maintenanceNote(service: Pick<Service, 'maintenance'>, { t, locale }: Pick<Translation, 't' | 'locale'>, withTitle = false): string | null {
  const maintenance = service.maintenance;
  if (!maintenance) return null;
  const until = formatUntil(maintenance.until, new Date(), locale);
  return withTitle
    ? t('board.notes.maintenanceTitled', { title: providerWords(locale, maintenance.title, maintenance.titleFr).text, until })
    : t('board.notes.maintenance', { until });
}

/** The override and maintenance notes, small, as the card and the history dialog show them. */
export function ServiceNotes({ service, detailed = false, className }: { service: Service; detailed?: boolean; className?: string }) {
  const words = useT();
  const notes = [
    { key: 'maintenance', icon: Wrench, text: maintenanceNote(service, words, detailed) },
    { key: 'override', icon: Hand, text: overrideNote(service, words) },
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
