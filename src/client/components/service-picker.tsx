import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { isClaimsNetwork, type Service, type ServiceType } from '#shared/status/services.js';

const GROUPS: { type: ServiceType; label: string; allLabel: string }[] = [
  { type: 'insurance', label: msg('ui.picker.insurance'), allLabel: msg('ui.picker.allInsurance') },
  { type: 'internet', label: msg('ui.picker.internet'), allLabel: msg('ui.picker.allInternet') },
  { type: 'voip', label: msg('ui.picker.voip'), allLabel: msg('ui.picker.allVoip') },
];

/** The services one can follow: every service but the claims-network summary, which has no status of its own. */
export function choosableServices(services: readonly Service[]): Service[] {
  return services.filter((s) => !isClaimsNetwork(s));
}

interface ServicePickerProps {
  services: readonly Service[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string | undefined;
  /** The fieldset's name, in the page's language ("Services to follow" unless told). */
  legend?: string;
  /** Which kinds come first (default: insurance, internet, VoIP). */
  order?: readonly ServiceType[];
  /** Offer each group's "all" box (off where only a few may be chosen). */
  allBoxes?: boolean;
}

/** Checkboxes grouped by type, each group with an "all" box, and a search that narrows every group. */
export function ServicePicker({ services, selected, onChange, error, legend, order, allBoxes = true }: ServicePickerProps) {
  const { t } = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const term = query.trim().toLowerCase();
  const choosable = choosableServices(services);
  const ordered = order ? order.flatMap((type) => GROUPS.filter((group) => group.type === type)) : GROUPS;
  const groups = ordered
    .map((group) => ({
      ...group,
      all: choosable.filter((s) => s.type === group.type),
      shown: choosable.filter((s) => s.type === group.type && (!term || s.name.toLowerCase().includes(term))),
    }))
    .filter((group) => group.shown.length > 0);

  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const serviceId of ids) {
      if (on) next.add(serviceId);
      else next.delete(serviceId);
    }
    onChange(next);
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : `${id}-count`}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend ?? t('ui.picker.legend')}</legend>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('ui.picker.search')}
          aria-label={t('ui.picker.search')}
          className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/25 focus:outline-none sm:text-sm"
        />
      </div>
      <div className={cn('max-h-72 overflow-y-auto rounded-lg border bg-white', error ? 'border-red-500' : 'border-slate-200')}>
        {groups.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600">{t('ui.picker.noMatch', { query: query.trim() })}</p>
        ) : (
          groups.map((group) => (
            <PickerGroup
              key={group.type}
              label={t(group.label)}
              allLabel={t(group.allLabel)}
              total={group.all.length}
              chosen={group.all.filter((s) => selected.has(s.id)).length}
              shown={group.shown}
              selected={selected}
              onToggle={toggle}
              allBox={allBoxes}
            />
          ))
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite">
          {selected.size === 0 ? t('ui.picker.noneChosen') : t('ui.picker.chosen', { count: selected.size })}
        </p>
      )}
    </fieldset>
  );
}

interface PickerGroupProps {
  label: string;
  allLabel: string;
  total: number;
  chosen: number;
  shown: Service[];
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], on: boolean) => void;
  allBox: boolean;
}

function PickerGroup({ label, allLabel, total, chosen, shown, selected, onToggle, allBox }: PickerGroupProps) {
  const { t } = useT();
  const allRef = useRef<HTMLInputElement>(null);
  const shownChosen = shown.filter((s) => selected.has(s.id)).length;
  const allOn = shownChosen === shown.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = shownChosen > 0 && !allOn;
  }, [shownChosen, allOn]);
  return (
    <div role="group" aria-label={label} className="border-b border-slate-100 last:border-b-0">
      {allBox ? (
        <label className="sticky top-0 z-10 flex cursor-pointer items-center gap-3 border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
          <input
            ref={allRef}
            type="checkbox"
            checked={allOn}
            onChange={() =>
              onToggle(
                shown.map((s) => s.id),
                !allOn,
              )
            }
            className="size-4.5 shrink-0 cursor-pointer accent-brand-700"
          />
          <span className="min-w-0 flex-1">{allLabel}</span>
          <span className="text-xs font-medium text-slate-600">{t('ui.picker.chosenOf', { chosen, total })}</span>
        </label>
      ) : (
        <p className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
          <span>{label}</span>
          <span className="text-xs font-medium text-slate-600">{t('ui.picker.groupChosen', { count: chosen })}</span>
        </p>
      )}
      <ul className="grid gap-x-4 px-3 py-1.5 sm:grid-cols-2">
        {shown.map((service) => (
          <li key={service.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-md py-1.5 text-sm text-slate-800 hover:text-slate-950">
              <input
                type="checkbox"
                checked={selected.has(service.id)}
                onChange={(event) => onToggle([service.id], event.target.checked)}
                className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-brand-700"
              />
              <span className="min-w-0 break-words">{service.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
