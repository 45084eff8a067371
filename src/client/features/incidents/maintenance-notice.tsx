import { Wrench } from 'lucide-react';
import type { Maintenance } from '#shared/status/incidents.js';
import { maintenanceWindowText } from '#client/lib/business-time.ts';

/** Planned work, said calmly: what, when (in the provider's time and, when it differs, the reader's own), which services. */
export function MaintenanceNotice({ windows, now }: { windows: Maintenance[]; now: Date }) {
  return (
    <section aria-labelledby="maintenance-notice-title" className="rounded-2xl border border-sky-200 bg-sky-50/70 p-4 sm:p-5">
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-sky-700 shadow-xs">
          <Wrench className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="maintenance-notice-title" className="font-semibold text-slate-900">
            Scheduled maintenance
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
  const when = maintenanceWindowText(window, now);
  return (
    <li className="py-2 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {window.state === 'active' && <span className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">In progress</span>}
        <span className="font-medium text-slate-900">{window.title}</span>
      </p>
      <p className="mt-0.5 text-sm text-slate-700">
        <time dateTime={window.startsAt}>{when.provider}</time>
        {when.viewer && <span className="text-slate-600"> ({when.viewer}, your time)</span>}
        {window.services.length > 0 && <span className="text-slate-600"> · {window.services.map((s) => s.name).join(', ')}</span>}
      </p>
      {window.description && <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-600">{window.description}</p>}
    </li>
  );
}
