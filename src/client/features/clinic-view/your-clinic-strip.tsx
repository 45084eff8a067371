import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { servicesQuery } from '#client/api/services-api.ts';
import { Building2, ChevronRight, Pencil, Plus, Wifi, WifiOff } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ServiceContactLinks } from '#client/components/service-contact-links.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { displayState, isProblem, problemsFirst } from '#shared/status/board-status.js';
import { useT } from '#client/i18n/use-t.ts';
import { ownServiceSentence } from '#client/components/board-words.ts';
import type { Service } from '#shared/status/services.js';
import type { ClinicView } from '#shared/onboarding/clinic-view.js';
import { useClinicView } from './clinic-view-api.ts';
import { connectionWords, type ConnectionTone } from './connection-words.ts';
import { ProviderText } from '#client/i18n/provider-text.tsx';
import { withLaterMessages } from '#client/i18n/i18n.ts';

// The picker dialog is fetched on first use: most visitors are no clinic and never need it.
const loadDialog = withLaterMessages(() => import('./clinic-picks-dialog.tsx'));
const ClinicPicksDialog = lazy(loadDialog);

const CONNECTION_STYLE: Record<ConnectionTone, string> = {
  good: 'text-emerald-800',
  bad: 'text-red-800 font-medium',
  quiet: 'text-slate-600',
};

interface YourClinicStripProps {
  /** The board's services, as polled: the strip shows their statuses, never its own. */
  services: Service[] | undefined;
  /** The board is large and `services` holds only some of them: the picker reads the whole list itself. */
  partial?: boolean;
  now: Date;
  /** Opens the service's section and moves focus to its card. */
  onReveal: (service: Service) => void;
}

/**
 * "Your clinic": under the overall banner, for a registered clinic only. Its own services' problems
 * come first, named for what they are to the clinic ("Your internet provider, TELUS Business
 * Internet, is down") with what to do shown in full; then the services it said it uses and its
 * connection. Nothing shows for anyone else.
 */
export function YourClinicStrip({ services, partial = false, now, onReveal }: YourClinicStripProps) {
  const clinic = useClinicView().data?.clinic;
  if (!clinic) return null;
  return <Strip clinic={clinic} services={services} partial={partial} now={now} onReveal={onReveal} />;
}

function Strip({ clinic, services, partial, now, onReveal }: YourClinicStripProps & { clinic: ClinicView }) {
  const words = useT();
  const { t } = words;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  const byId = new Map((services ?? []).map((service) => [service.id, service]));
  const picked = problemsFirst(clinic.serviceIds.flatMap((id) => byId.get(id) ?? []));
  const connection = connectionWords(clinic.connection, now, words);
  const ConnectionIcon = connection.tone === 'bad' ? WifiOff : Wifi;
  const troubles = picked.filter((service) => isProblem(displayState(service)));
  const troubled = troubles.length;

  return (
    <section aria-labelledby="your-clinic-heading" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 xl:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
              <Building2 className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 id="your-clinic-heading" className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold tracking-wide text-slate-700 uppercase">{t('clinic.strip.heading')}</span>
                <span className="min-w-0 font-semibold break-words text-slate-900">{clinic.clinicName}</span>
              </h2>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:shrink-0"
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            {clinic.serviceIds.length > 0 ? <Pencil className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
            {clinic.serviceIds.length > 0 ? t('clinic.strip.change') : t('clinic.strip.choose')}
          </Button>
        </div>
        {troubles.length > 0 && (
          <ul aria-label={t('clinic.strip.problems')} className="mt-3 grid gap-2 lg:grid-cols-2">
            {troubles.map((service) => (
              <li key={service.id}>
                <OwnProblem service={service} onReveal={onReveal} />
              </li>
            ))}
          </ul>
        )}
        {picked.length > 0 ? (
          <>
            <p className="sr-only" aria-live="polite">
              {troubled === 0 ? t('clinic.strip.allWorking') : t('clinic.strip.troubled', { count: troubled })}
            </p>
            <ul aria-label={t('clinic.strip.services')} className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {picked.map((service) => (
                <li key={service.id}>
                  <PickedService service={service} onReveal={onReveal} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t('clinic.strip.invite')}</p>
        )}
        <p className={cn('mt-3 flex items-start gap-1.5 text-sm', CONNECTION_STYLE[connection.tone])}>
          <ConnectionIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{connection.text}</span>
        </p>
      </div>
      {used && (
        <Suspense fallback={null}>
          {partial ? (
            <PicksFromWholeList open={open} onOpenChange={setOpen} chosen={clinic.serviceIds} />
          ) : (
            <ClinicPicksDialog open={open} onOpenChange={setOpen} services={services ?? []} chosen={clinic.serviceIds} />
          )}
        </Suspense>
      )}
    </section>
  );
}

/** On a large board the picker offers every service: read once when it is first opened (not polled: the names are what matter). */
function PicksFromWholeList(props: Omit<ComponentProps<typeof ClinicPicksDialog>, 'services'>) {
  const all = useQuery({ ...servicesQuery, refetchInterval: false }).data;
  return <ClinicPicksDialog {...props} services={all ?? []} />;
}

function PickedService({ service, onReveal }: { service: Service; onReveal: (service: Service) => void }) {
  const state = displayState(service);
  return (
    <button
      type="button"
      onClick={() => onReveal(service)}
      className={cn(
        'group flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:ring-3 focus-visible:ring-brand-500/40 focus-visible:outline-none',
        isProblem(state) ? 'border-red-200 bg-red-50/60 hover:bg-red-50' : 'border-slate-200 bg-slate-50/60 hover:bg-slate-100',
      )}
    >
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900" title={service.name}>
        {service.name}
      </span>
      <StatusBadge status={state} />
      <ChevronRight className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600" aria-hidden />
    </button>
  );
}

/** One of the clinic's own services with a problem: what it is to the clinic, and what to do, in full. */
function OwnProblem({ service, onReveal }: { service: Service; onReveal: (service: Service) => void }) {
  const { t } = useT();
  const state = displayState(service);
  const [advice, adviceFr] = service.whatToDo ? [service.whatToDo, service.whatToDoFr] : [service.guidance, service.guidanceFr];
  return (
    <div className={cn('h-full rounded-xl border p-3 text-sm', state === 'offline' ? 'border-red-200 bg-red-50' : 'border-amber-300 bg-amber-50')}>
      <p className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={() => onReveal(service)}
          className="rounded text-left text-base font-semibold text-slate-950 underline decoration-slate-900/30 underline-offset-4 hover:decoration-slate-900"
        >
          {ownServiceSentence(service, t)}
        </button>
        <StatusBadge status={state} className="shrink-0" />
      </p>
      {advice && (
        <p data-advice className="mt-1.5 leading-6 text-slate-900">
          <span className="font-semibold">{t('board.card.whatToDoLabel')} </span>
          <ProviderText en={advice} fr={adviceFr} />
        </p>
      )}
      <ServiceContactLinks service={service} className="mt-1.5" />
    </div>
  );
}
