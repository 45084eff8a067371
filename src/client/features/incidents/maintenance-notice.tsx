import { Wrench } from 'lucide-react';
import type { Maintenance } from '#shared/status/incidents.js';
import { maintenanceWindowText } from '#client/lib/business-time.ts';
import { useT } from '#client/i18n/use-t.ts';
import { ProviderText } from '#client/i18n/provider-text.tsx';

/** Planned work, said calmly: what, when (in the provider's time and, when it differs, the reader's own), which services. */
export function MaintenanceNotice({ windows, now }: { windows: Maintenance[]; now: Date }) {
  const { t } = useT();
  return (
    <section aria-labelledby="maintenance-notice-title" className="rounded-2xl border border-sky-200 bg-sky-50/70 p-4 sm:p-5">
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-sky-700 shadow-xs">
          <Wrench className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="maintenance-notice-title" className="font-semibold text-slate-900">
            {t('incidents.maintenance.heading')}
          </h2>
          <ul className="mt-2 divide-y divide-sky-100">
            {windows.map((window) => (
              <MaintenanceItem key={window.id} window={window} now={now} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function MaintenanceItem({ window, now }: { window: Maintenance; now: Date }) {
  const words = useT();
  const { t } = words;
  const when = maintenanceWindowText(window, now, words);
  return (
    <li className="py-2 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {window.state === 'active' && (
          <span className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">{t('incidents.maintenance.inProgress')}</span>
        )}
        <ProviderText en={window.title} fr={window.titleFr} className="font-medium text-slate-900" />
      </p>
      <p className="mt-0.5 text-sm text-slate-700">
        <time dateTime={window.startsAt}>{when.provider}</time>
        {when.viewer && <span className="text-slate-600"> {t('incidents.maintenance.yourTime', { when: when.viewer })}</span>}
        {window.services.length > 0 && <span className="text-slate-600"> · {window.services.map((s) => s.name).join(', ')}</span>}
      </p>
      {window.description && (
        <ProviderText as="p" en={window.description} fr={window.descriptionFr} className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-600" />
      )}
    </li>
  );
}
