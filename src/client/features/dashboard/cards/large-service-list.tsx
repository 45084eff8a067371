import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { displayState, isProblem, problemsFirst } from '#shared/status/board-status.js';
import type { Service } from '#shared/status/services.js';
import { useT } from '#client/i18n/use-t.ts';
import { cn } from '#client/lib/cn.ts';
import { Button } from '#client/components/ui/button.tsx';
import { controlClassName, controlStateClassName } from '#client/components/ui/input.tsx';
import { VirtualCardGrid, type VirtualCardGridProps } from './virtual-card-grid.tsx';

/** A large section's list takes what its windowed grid takes. */
export type LargeServiceListProps = VirtualCardGridProps;

/** Name and location folded for search: lower case, without accents ("Québec" is found by "quebec"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The services that match a filter, in the order given. */
export function filterServices(services: readonly Service[], query: string, problemsOnly: boolean, folded?: readonly string[]): Service[] {
  const needle = foldForSearch(query.trim());
  if (needle === '' && !problemsOnly) return services as Service[];
  return services.filter(
    (service, index) =>
      (needle === '' || (folded?.[index] ?? foldForSearch(`${service.name} ${service.location ?? ''}`)).includes(needle)) &&
      (!problemsOnly || isProblem(displayState(service))),
  );
}

/**
 * A section of thousands of cards (docs/product/board.md, "Large boards"): a filter by name or
 * location and by status above a windowed grid, problems first. Its code comes in a chunk of its
 * own, fetched when such a section opens (lazy-large-service-list.tsx).
 */
export default function LargeServiceList({ services, onSelect, now, reveal, onRevealed, label }: LargeServiceListProps) {
  const { t, locale } = useT();
  const inputId = useId();
  const countId = useId();
  const [query, setQuery] = useState('');
  const [problemsOnly, setProblemsOnly] = useState(false);
  // Typing stays quick on a slow machine: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const ordered = useMemo(() => problemsFirst(services), [services]);
  const folded = useMemo(() => ordered.map((service) => foldForSearch(`${service.name} ${service.location ?? ''}`)), [ordered]);
  const shown = useMemo(() => filterServices(ordered, deferredQuery, problemsOnly, folded), [ordered, deferredQuery, problemsOnly, folded]);
  const filtered = query.trim() !== '' || problemsOnly;
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  // A banner link names a card the filter hides: show every card again so it can be reached (once per request).
  const [clearedFor, setClearedFor] = useState<string | null>(null);
  if (
    reveal !== null &&
    reveal !== clearedFor &&
    filtered &&
    !shown.some((service) => service.id === reveal) &&
    ordered.some((service) => service.id === reveal)
  ) {
    setClearedFor(reveal);
    setQuery('');
    setProblemsOnly(false);
  }

  // A new filter from deep down the list: back to its top, where the matches begin (the filter box
  // stays under the reader's hands), rather than where the shortened page happens to end.
  const root = useRef<HTMLDivElement>(null);
  const lastFilter = useRef(`${deferredQuery}\n${problemsOnly}`);
  useEffect(() => {
    const filter = `${deferredQuery}\n${problemsOnly}`;
    if (filter === lastFilter.current) return;
    lastFilter.current = filter;
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: window.scrollY + top - 8 });
  }, [deferredQuery, problemsOnly]);

  const clear = () => {
    setQuery('');
    setProblemsOnly(false);
  };

  return (
    <div ref={root}>
      <div className="sticky top-0 z-10 -mx-3 -mt-3 mb-3 border-b border-slate-200 bg-white/95 px-3 pt-2 pb-2.5 backdrop-blur-sm sm:-mx-5 sm:-mt-5 sm:mb-4 sm:px-5 sm:pt-3 sm:pb-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('board.filter.label')}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="relative min-w-0 flex-1 basis-full sm:max-w-md sm:basis-72">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && query !== '') {
                  event.preventDefault();
                  setQuery('');
                }
              }}
              placeholder={t('board.filter.placeholder')}
              aria-describedby={countId}
              autoComplete="off"
              spellCheck={false}
              className={cn(controlClassName, controlStateClassName(false), 'py-2 pl-9')}
            />
          </div>
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:flex-1">
            <div role="group" aria-label={t('board.filter.status')} className="inline-flex shrink-0 rounded-lg border border-slate-300 bg-slate-50 p-0.5">
              {[false, true].map((value) => (
                <button
                  key={String(value)}
                  type="button"
                  aria-pressed={problemsOnly === value}
                  onClick={() => setProblemsOnly(value)}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                    problemsOnly === value ? 'bg-white text-slate-900 shadow-xs ring-1 ring-slate-900/10' : 'text-slate-700 hover:text-slate-900',
                  )}
                >
                  {value ? t('board.filter.problems') : t('board.filter.all')}
                </button>
              ))}
            </div>
            <p id={countId} aria-live="polite" className="text-right text-xs text-slate-600 tabular-nums sm:text-sm">
              {t('board.filter.showing', { shown: number.format(shown.length), total: number.format(ordered.length) })}
            </p>
          </div>
        </div>
      </div>
      {shown.length > 0 ? (
        <VirtualCardGrid services={shown} onSelect={onSelect} now={now} reveal={reveal} onRevealed={onRevealed} label={label} />
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-sm font-medium text-slate-800">{t('board.filter.noMatch')}</p>
          {filtered && (
            <Button variant="outline" size="sm" className="mt-3" onClick={clear}>
              {t('board.filter.clear')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
