import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useServices } from '#client/api/services-api.ts';
import { ChangeServices } from './change-services.tsx';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface AlertServicesPanelProps {
  token: string;
  emailHint: string;
  serviceIds: string[];
  className?: string;
}

/** The top of "Your status alerts": which services the alerts follow, and changing them, without signing in. */
export function AlertServicesPanel({ token, emailHint, serviceIds, className }: AlertServicesPanelProps) {
  const services = useServices().data;
  const [changing, setChanging] = useState(false);
  const chosen = new Set(serviceIds);
  const names = (services ?? []).filter((service) => chosen.has(service.id)).map((service) => service.name);
  const count = serviceIds.length;
  const { t } = useT();
  return (
    <section aria-labelledby="alert-services-heading" className={className}>
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <BellRing className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="alert-services-heading" className="text-lg font-semibold text-slate-900">
            {t('alerts.services.title')}
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">
            <T id="alerts.services.body" values={{ email: emailHint, count }} components={{ 0: <span className="font-medium text-slate-800" /> }} />
          </p>
          {names.length > 0 && (
            <ul aria-label={t('alerts.services.list')} className="mt-3 flex flex-wrap gap-2">
              {names.map((name) => (
                <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                  {name}
                </li>
              ))}
            </ul>
          )}
          {!changing && (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setChanging(true)}>
              {t('alerts.services.change')}
            </Button>
          )}
        </div>
      </div>
      {changing && <ChangeServices token={token} chosen={serviceIds} onClose={() => setChanging(false)} />}
    </section>
  );
}
