import { useState } from 'react';
import { Languages, MessageSquarePlus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { T } from '#client/i18n/t.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';
import { formatDateTime } from '../ui/format.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, type Incident } from '#shared/status/incidents.js';
import { AdminIncidentTimeline } from './admin-incident-timeline.tsx';
import { IncidentUpdateForm } from './incident-update-form.tsx';
import { INCIDENT_STATUS_IDS } from './incident-status-picker.tsx';
import { INCIDENT_KEYS, translateIncident } from './incidents-admin-api.ts';
import { FrenchEditForm } from './french-edit-form.tsx';
import { FrenchVersion, NoFrenchBadge, lacksFrench } from './french-text.tsx';
import { Tip } from '#client/components/ui/tooltip.tsx';

const EDGE = { investigating: 'border-l-red-500', identified: 'border-l-amber-500', monitoring: 'border-l-sky-500', resolved: 'border-l-emerald-500' } as const;
const PILL = {
  investigating: 'bg-red-100 text-red-800',
  identified: 'bg-amber-100 text-amber-900',
  monitoring: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-50 text-emerald-800',
} as const;

const IMPACT_PILL = { outage: 'bg-red-50 text-red-800', degraded: 'bg-amber-50 text-amber-900', none: 'bg-slate-100 text-slate-700' } as const;
const IMPACT_WORD = {
  outage: msg('admin-incidents.impact.shownOffline'),
  degraded: msg('admin-incidents.impact.shownIssues'),
  none: msg('admin-incidents.impact.unchanged'),
} as const;

/** How many of an incident's published texts lack their French: its title, its pinned line, its updates. */
export function incidentTextsLackingFrench(incident: Incident): number {
  return [
    lacksFrench(incident.title, incident.titleFr),
    lacksFrench(incident.whatToDo, incident.whatToDoFr),
    ...incident.updates.map((update) => lacksFrench(update.message, update.messageFr)),
  ].filter(Boolean).length;
}

/** One active incident: its timeline, and a way to post the next update or resolve it, or to add its French. */
export function ActiveIncidentItem({ incident, onDelete }: { incident: Incident; onDelete: (incident: Incident) => void }) {
  const { t, locale } = useT();
  const [updating, setUpdating] = useState(false);
  const [translating, setTranslating] = useState(false);
  const translate = useAdminMutation({
    mutationFn: translateIncident,
    texts: { success: t('admin-incidents.french.saved'), failure: t('admin-incidents.french.saveFailed') },
    invalidates: INCIDENT_KEYS,
    onSuccess: () => setTranslating(false),
  });
  const missing = incidentTextsLackingFrench(incident);
  return (
    <li className={cn('rounded-xl border border-l-4 border-slate-200 bg-white p-3.5', EDGE[incident.status])}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', PILL[incident.status])}>{t(INCIDENT_STATUS_IDS[incident.status])}</span>
            <span className="text-xs text-slate-600">
              <T
                id="admin-incidents.item.opened"
                values={{ when: formatDateTime(incident.createdAt, locale) }}
                components={{ 0: <time dateTime={incident.createdAt} /> }}
              />
            </span>
            {missing > 0 && <NoFrenchBadge />}
          </p>
          <h4 className="mt-1 font-semibold break-words text-slate-900">{incident.title}</h4>
          <FrenchVersion text={incident.titleFr} />
          <ul aria-label={t('admin-incidents.item.servicesLabel', { title: incident.title })} className="mt-1.5 flex flex-wrap gap-1.5">
            {incident.services.map((service) => (
              <li key={service.id} className={cn('rounded-md px-1.5 py-0.5 text-xs font-medium', IMPACT_PILL[service.impact ?? 'none'])}>
                {service.name} · {t(IMPACT_WORD[service.impact ?? 'none'])}
              </li>
            ))}
          </ul>
          {incident.whatToDo && (
            <div className="mt-2 rounded-md border border-brand-200 bg-brand-50 px-2 py-1 text-sm text-brand-900">
              <p>
                <span className="font-semibold">{t('admin-incidents.item.whatToDo')}</span> {incident.whatToDo}
              </p>
              <FrenchVersion text={incident.whatToDoFr} className="text-brand-900/80" />
            </div>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Tip label={t('admin-incidents.french.edit')}>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-slate-500 hover:text-brand-700"
              aria-label={t('admin-incidents.item.frenchFormLabel', { title: incident.title })}
              aria-expanded={translating}
              onClick={() => setTranslating((v) => !v)}
            >
              <Languages className="size-4" aria-hidden />
            </Button>
          </Tip>
          <Tip label={t('admin-incidents.item.delete')}>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-slate-500 hover:text-red-700"
              aria-label={t('admin-incidents.item.deleteLabel', { title: incident.title })}
              onClick={() => onDelete(incident)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </Tip>
        </div>
      </div>
      {translating && (
        <div className="mt-3">
          <FrenchEditForm
            label={t('admin-incidents.item.frenchFormLabel', { title: incident.title })}
            fields={[
              {
                name: 'titleFr',
                label: t('admin-incidents.frenchEdit.titleFr'),
                value: incident.titleFr ?? '',
                max: INCIDENT_LIMITS.titleMax,
                english: incident.title,
              },
              ...(incident.whatToDo
                ? [
                    {
                      name: 'whatToDoFr' as const,
                      label: t('admin-incidents.frenchEdit.whatToDoFr'),
                      value: incident.whatToDoFr ?? '',
                      max: INCIDENT_LIMITS.whatToDoMax,
                      multiline: true,
                      english: incident.whatToDo,
                    },
                  ]
                : []),
            ]}
            pending={translate.isPending}
            onSave={(changes) => translate.mutate({ id: incident.id, ...changes })}
            onCancel={() => setTranslating(false)}
          />
        </div>
      )}
      <div className="mt-3 border-t border-slate-100 pt-3">
        <AdminIncidentTimeline incidentId={incident.id} updates={incident.updates} label={t('admin-incidents.item.updatesLabel', { title: incident.title })} />
      </div>
      <div className="mt-3">
        {updating ? (
          <IncidentUpdateForm incident={incident} onDone={() => setUpdating(false)} />
        ) : (
          <Button variant="outline" size="sm" onClick={() => setUpdating(true)}>
            <MessageSquarePlus className="size-4" aria-hidden />
            {t('admin-incidents.item.postOrResolve')}
          </Button>
        )}
      </div>
    </li>
  );
}
