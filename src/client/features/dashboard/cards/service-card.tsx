import { useState, type CSSProperties } from 'react';
import { Activity, ChartNoAxesColumn, Clock3, ExternalLink, Hand, Info, MapPin, RadioTower, Siren, Wrench, type LucideIcon } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { displayState, isProblem } from '#shared/status/board-status.js';
import type { Service, StatusSource } from '#shared/status/services.js';
import { useT, type Translation } from '#client/i18n/use-t.ts';
import { freshnessText, serviceIssueMessage } from '#client/components/board-words.ts';
import { LazyServiceHistoryDialog, loadHistoryDialog } from '../service-history/lazy-history-dialog.tsx';
import { formatUntil, ServiceNotes } from '../service-history/service-notes.tsx';
import { maintenanceWindowText } from '#client/lib/business-time.ts';
import { CARD_TONE } from './status-tone.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { ServiceContactLinks } from '#client/components/service-contact-links.tsx';
import { EnglishOnlyMark, ProviderText, useProviderText } from '#client/i18n/provider-text.tsx';

interface ServiceCardProps {
  service: Service;
  onSelect: (service: Service) => void;
  /** The board's clock, so "checked 1 min ago" moves without a reload (and tests can fix it). */
  now: Date;
  /** In a windowed list, where the card stands among all of them (only some are in the page). */
  position?: { index: number; count: number };
  /** Placement given by a windowed list (a focused card kept while its row is out of view). */
  style?: CSSProperties;
}

const preload = () => void loadHistoryDialog().catch(() => undefined);

const SOURCE_ICON: Record<StatusSource, LucideIcon> = {
  check: Activity,
  override: Hand,
  manual: Hand,
  incident: Siren,
  maintenance: Wrench,
  vendor: RadioTower,
};

/** The id of a card's main control: the overall banner's links move focus there. */
export const serviceCardId = (serviceId: string) => `service-card-${serviceId}`;

/**
 * One service: its state, where that state comes from and how fresh it is, and what to do while
 * it has problems. Clicking an insurer that is not online explains what that means
 * (docs/product/board.md); the explanation goes when the pointer leaves the card or focus leaves it. The
 * history is a separate control in the card's corner, so the card's own click is unchanged.
 */
export function ServiceCard({ service, onSelect, now, position, style }: ServiceCardProps) {
  const words = useT();
  const { t } = words;
  const [message, setMessage] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const state = displayState(service);
  const explains = service.type === 'insurance';
  const clear = () => setMessage(null);
  const SourceIcon = service.stale || service.unknown ? Clock3 : SOURCE_ICON[service.source ?? 'manual'];
  const vendorMaintenance = vendorMaintenanceNote(service, now, words);
  const advises = takesWholeRow(service);

  return (
    <li
      data-status={state}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position?.count}
      style={style}
      onPointerLeave={explains ? clear : undefined}
      className={cn('relative flex flex-col rounded-xl border border-l-4 shadow-xs transition-colors', advises && 'col-span-full', CARD_TONE[state])}
    >
      <button
        type="button"
        id={serviceCardId(service.id)}
        onClick={() => {
          onSelect(service);
          if (explains) setMessage(serviceIssueMessage(service, t));
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
                <span className="min-w-0 break-words">{service.location}</span>
              </>
            )}
          </span>
          <StatusBadge status={state} />
        </span>
        <span className="mt-2 flex items-center gap-1.5 text-xs text-slate-700">
          <SourceIcon className="size-3.5 shrink-0 text-slate-500" aria-hidden />
          {freshnessText(service, now, words)}
        </span>
        <ServiceNotes service={service} className="mt-1" />
        {vendorMaintenance && (
          <span className="mt-1 flex items-start gap-1.5 text-xs text-slate-700">
            <Wrench className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden />
            <span>{vendorMaintenance}</span>
          </span>
        )}
      </button>
      <Tip label={t('board.card.history')}>
        <button
          type="button"
          aria-label={t('board.card.historyFor', { name: service.name })}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setHistoryOpen(true)}
          data-needs-js
          className="absolute top-2.5 right-2.5 grid size-8 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-900/5 hover:text-brand-700"
        >
          <ChartNoAxesColumn className="size-4" aria-hidden />
        </button>
      </Tip>
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
      {advises && <WhatToDo service={service} />}
    </li>
  );
}

/**
 * The maintenance the vendor's own page announces: "Vendor maintenance, Tomorrow 2:00 to 6:00
 * a.m. EDT: Claims database upgrade" until it starts (the status stays as it is until then),
 * "until 6:00 a.m." while under way; nothing once it has ended.
 */
export function vendorMaintenanceNote(service: Pick<Service, 'vendor'>, now: Date, words: Pick<Translation, 't' | 'locale'>): string | null {
  const { t } = words;
  const maintenance = service.vendor?.maintenance;
  if (!maintenance) return null;
  // The title is the vendor's own words.
  const { title, startsAt, endsAt } = maintenance;
  if (!startsAt || !endsAt) return t('board.vendor.announced', { title });
  if (Date.parse(endsAt) <= now.getTime()) return null;
  if (Date.parse(startsAt) <= now.getTime()) return t('board.vendor.until', { until: formatUntil(endsAt, now, words.locale), title });
  return t('board.vendor.window', { window: maintenanceWindowText({ startsAt, endsAt }, now, words).text, title });
}

/** A card with advice to read takes the whole row: it comes first, and its neighbours keep their size. */
export function takesWholeRow(service: Service): boolean {
  return isProblem(displayState(service)) && hasAdvice(service);
}

function hasAdvice(service: Service): boolean {
  return Boolean(service.whatToDo || service.guidance || service.incident || service.vendor?.incident || service.phone || service.portalUrl);
}

/** While a service has problems: the incident behind it, what to do, and whom to call. */
function WhatToDo({ service }: { service: Service }) {
  const { t } = useT();
  const [advice, adviceFr] = service.whatToDo ? [service.whatToDo, service.whatToDoFr] : [service.guidance, service.guidanceFr];
  const incidentTitle = useProviderText(service.incident?.title, service.incident?.titleFr);
  return (
    <div className="mx-3 mb-3 space-y-2 rounded-lg bg-white/90 p-3 text-sm text-slate-800 ring-1 ring-slate-900/10">
      {service.incident && (
        <a href={`#incident-${service.incident.id}`} className="flex items-start gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline">
          <Siren className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span lang={incidentTitle.lang}>
            {t('board.card.incident', { title: incidentTitle.text })}
            {incidentTitle.englishOnly && <EnglishOnlyMark />}
          </span>
        </a>
      )}
      {service.vendor?.incident && <VendorIncident incident={service.vendor.incident} />}
      {advice && (
        <p>
          <span className="font-semibold">{t('board.card.whatToDoLabel')} </span>
          <ProviderText en={advice} fr={adviceFr} />
        </p>
      )}
      <ServiceContactLinks service={service} />
    </div>
  );
}

/** The vendor's own incident, linked to its page when the vendor gave an address. */
function VendorIncident({ incident }: { incident: { title: string; url: string | null } }) {
  const { t } = useT();
  const words = <span>{t('board.vendor.reports', { title: incident.title })}</span>;
  if (!incident.url) {
    return (
      <p className="flex items-start gap-1.5 font-medium">
        <RadioTower className="mt-0.5 size-4 shrink-0" aria-hidden />
        {words}
      </p>
    );
  }
  return (
    <a
      href={incident.url}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-start gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      <RadioTower className="mt-0.5 size-4 shrink-0" aria-hidden />
      {words}
      <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span className="sr-only"> {t('board.vendor.newTab')}</span>
    </a>
  );
}
