import { useEffect } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { problemsFirst, type DisplayState } from '#shared/status/board-status.js';
import type { BoardSection } from '#shared/status/board.js';
import { useT } from '#client/i18n/use-t.ts';
import { sectionSummary } from '#client/components/board-words.ts';
import type { Service } from '#shared/status/services.js';
import { DOT_TONE } from './status-tone.ts';
import { ServiceCard, serviceCardId } from './service-card.tsx';
import { countedSectionSummary } from '../large/counted-words.ts';
import { LARGE_SECTION, LazyLargeServiceList, loadLargeServiceList } from './lazy-large-service-list.tsx';

interface ServiceSectionProps {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The section's services: every one on a small board; on a large board, once loaded (while open). */
  services: Service[] | undefined;
  /** A large board: the section's counts, and the services with problems the board's answer names. */
  counted?: { section: BoardSection; listed: Service[] };
  /** A large board's section could not be read; `onRetry` reads it again. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** A pointer came onto the closed section's heading (a large board reads the section ahead of the click). */
  onPointerIntent?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (service: Service) => void;
  now: Date;
  /** The id of a card of this section to scroll to and focus (the banner's links), or null. */
  reveal?: string | null;
  onRevealed?: () => void;
}

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

const prefetchLargeList = () => void loadLargeServiceList().catch(() => undefined);

/**
 * A collapsible group of service cards, problems first; its header names the services with problems.
 * On a small board the cards are always in the page, hidden while the group is closed: a browser
 * that runs no scripts shows them all (styles/app.css), since nothing there could open the group.
 * On a large board the header has the counts, the cards are read when the group opens, and past
 * LARGE_SECTION cards they are filtered and windowed (docs/product/board.md, "Large boards").
 */
export function ServiceSection({
  id,
  title,
  description,
  icon: Icon,
  services,
  counted,
  loadFailed = false,
  onRetry,
  onPointerIntent,
  open,
  onOpenChange,
  onSelect,
  now,
  reveal = null,
  onRevealed,
}: ServiceSectionProps) {
  const { t, locale } = useT();
  const headingId = `${id}-heading`;
  const contentId = `${id}-services`;
  const state = open ? 'open' : 'closed';
  const total = counted ? counted.section.total : services?.length;
  const summary = counted ? countedSectionSummary(counted.section, counted.listed, t, locale) : services ? sectionSummary(services, t, locale) : undefined;
  const large = open && services !== undefined && services.length > LARGE_SECTION;
  const revealed = onRevealed ?? (() => undefined);

  // A small list has every card in the page: focus the asked-for one once it is drawn.
  useEffect(() => {
    if (!open || reveal === null || large || !services?.some((service) => service.id === reveal)) return;
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(serviceCardId(reveal));
      if (!card) return;
      card.focus({ preventScroll: true });
      card.scrollIntoView?.({ behavior: prefersLessMotion() ? 'auto' : 'smooth', block: 'start' });
      revealed();
    });
    return () => cancelAnimationFrame(frame);
  });

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
            onPointerEnter={() => {
              onPointerIntent?.();
              if (counted && counted.section.total > LARGE_SECTION) prefetchLargeList();
            }}
            onFocus={counted && counted.section.total > LARGE_SECTION ? prefetchLargeList : undefined}
            className="group flex w-full items-center gap-3 rounded-2xl p-4 text-left transition-colors hover:bg-slate-50 sm:gap-4 sm:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
              <Icon className="size-5 sm:size-6" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-base font-semibold text-slate-900 sm:text-lg">{title}</span>
                {total !== undefined && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                    {new Intl.NumberFormat(locale).format(total)}
                    <span className="sr-only"> {t('board.section.countSuffix', { count: total })}</span>
                  </span>
                )}
              </span>
              <span className="mt-0.5 hidden text-sm font-normal text-slate-600 sm:block">{description}</span>
              {summary && <GroupSummary summary={summary} className="mt-1 sm:hidden" />}
            </span>
            {summary ? <GroupSummary summary={summary} className="hidden max-w-[45%] justify-end text-right sm:flex" /> : <Skeleton className="h-4 w-20" />}
            <ChevronDown data-needs-js className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </button>
        </h2>
        <div id={contentId} hidden={!open} data-open-without-js className="border-t border-slate-200 p-3 sm:p-5">
          {services ? (
            large ? (
              <LazyLargeServiceList services={services} onSelect={onSelect} now={now} reveal={reveal} onRevealed={revealed} label={title} />
            ) : services.length > 0 ? (
              <ul className={GRID}>
                {problemsFirst(services).map((service) => (
                  <ServiceCard key={service.id} service={service} onSelect={onSelect} now={now} />
                ))}
              </ul>
            ) : (
              <p className="p-2 text-sm text-slate-600">{t('board.section.noServices')}</p>
            )
          ) : loadFailed ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 p-2 text-sm text-slate-800">
              <TriangleAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
              <span>{t('board.section.loadFailed')}</span>
              {onRetry && (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {t('board.section.retry')}
                </Button>
              )}
            </div>
          ) : counted && !open ? null : (
            <div className={GRID}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-20 rounded-xl" />
              ))}
              {counted && <span className="sr-only">{t('board.section.loading')}</span>}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function prefersLessMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function GroupSummary({ summary, className }: { summary: { state: DisplayState; text: string }; className?: string }) {
  const calm = summary.state === 'online';
  return (
    <span className={cn('flex min-w-0 items-center gap-2 text-sm font-medium', calm ? 'text-slate-700' : 'text-slate-900', className)}>
      <span className={cn('size-2.5 shrink-0 rounded-full', DOT_TONE[summary.state])} aria-hidden />
      <span className="min-w-0">{summary.text}</span>
    </span>
  );
}
