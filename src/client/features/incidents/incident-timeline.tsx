import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { ProviderText } from '#client/i18n/provider-text.tsx';
import type { IncidentUpdate } from '#shared/status/incidents.js';
import { INCIDENT_STATUS_IDS, INCIDENT_TONE } from './incident-status-pill.tsx';
import { formatWhen } from './incident-time.ts';

/** Every update of an incident, newest first, as a vertical timeline. */
export function IncidentTimeline({ updates, now, id, label }: { updates: IncidentUpdate[]; now: Date; id?: string; label: string }) {
  const { t, locale } = useT();
  return (
    <ol id={id} aria-label={label} className="relative ml-1.5 border-l border-slate-200">
      {updates.map((update) => (
        <li key={update.id} className="relative pb-4 pl-5 last:pb-0">
          <span className={cn('absolute top-1.5 -left-[5px] size-2.5 rounded-full ring-2 ring-white', INCIDENT_TONE[update.status].dot)} aria-hidden />
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-slate-900">{t(INCIDENT_STATUS_IDS[update.status])}</span>
            <time dateTime={update.createdAt} className="text-slate-600 tabular-nums">
              {formatWhen(update.createdAt, now, locale)}
            </time>
          </p>
          <ProviderText as="p" en={update.message} fr={update.messageFr} className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700" />
          <p className="mt-0.5 text-xs text-slate-500">{t('incidents.timeline.postedBy', { by: update.by })}</p>
        </li>
      ))}
    </ol>
  );
}
