import type { LucideIcon } from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { problemsFirst } from '#shared/status/board-status.js';
import { useT } from '#client/i18n/use-t.ts';
import { sectionSummary } from '#client/components/board-words.ts';
import type { Service } from '#shared/status/services.js';
import { DOT_TONE } from './status-tone.ts';
import { ServiceCard } from './service-card.tsx';

interface ServiceSectionProps {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  services: Service[] | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (service: Service) => void;
  now: Date;
}

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * A collapsible group of service cards, problems first; its header names the services with problems.
 * The cards are always in the page, hidden while the group is closed: a browser that runs no
 * scripts shows them all (styles/app.css), since nothing there could open the group.
 */
export function ServiceSection({ id, title, description, icon: Icon, services, open, onOpenChange, onSelect, now }: ServiceSectionProps) {
  const { t } = useT();
  const headingId = `${id}-heading`;
  const contentId = `${id}-services`;
  const state = open ? 'open' : 'closed';
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-4">
      <div data-state={state} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2 id={headingId}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            data-state={state}
            onClick={() => onOpenChange(!open)}
            className="group flex w-full items-center gap-3 rounded-2xl p-4 text-left transition-colors hover:bg-slate-50 sm:gap-4 sm:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
              <Icon className="size-5 sm:size-6" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-base font-semibold text-slate-900 sm:text-lg">{title}</span>
                {services && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                    {services.length}
                    <span className="sr-only"> {t('board.section.countSuffix', { count: services.length })}</span>
                  </span>
                )}
              </span>
              <span className="mt-0.5 hidden text-sm font-normal text-slate-600 sm:block">{description}</span>
              {services && <GroupSummary services={services} className="mt-1 sm:hidden" />}
            </span>
            {services ? <GroupSummary services={services} className="hidden max-w-[45%] justify-end text-right sm:flex" /> : <Skeleton className="h-4 w-20" />}
            <ChevronDown data-needs-js className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </button>
        </h2>
        <div id={contentId} hidden={!open} data-open-without-js className="border-t border-slate-200 p-3 sm:p-5">
          {services ? (
            services.length > 0 ? (
              <ul className={GRID}>
                {problemsFirst(services).map((service) => (
                  <ServiceCard key={service.id} service={service} onSelect={onSelect} now={now} />
                ))}
              </ul>
            ) : (
              <p className="p-2 text-sm text-slate-600">{t('board.section.noServices')}</p>
            )
          ) : (
            <div className={GRID}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-20 rounded-xl" />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function GroupSummary({ services, className }: { services: Service[]; className?: string }) {
  const { t, locale } = useT();
  const summary = sectionSummary(services, t, locale);
  const calm = summary.state === 'online';
  return (
    <span className={cn('flex min-w-0 items-center gap-2 text-sm font-medium', calm ? 'text-slate-700' : 'text-slate-900', className)}>
      <span className={cn('size-2.5 shrink-0 rounded-full', DOT_TONE[summary.state])} aria-hidden />
      <span className="min-w-0">{summary.text}</span>
    </span>
  );
}
