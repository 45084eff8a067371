import { useState } from 'react';
import { Languages, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { maintenanceWindowText } from '#client/lib/business-time.ts';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, type Maintenance, type MaintenanceState } from '#shared/status/incidents.js';
import { MAINTENANCE_KEYS, translateMaintenance } from './incidents-admin-api.ts';
import { FrenchEditForm } from './french-edit-form.tsx';
import { FrenchVersion, NoFrenchBadge, lacksFrench } from './french-text.tsx';

const STATE: Record<MaintenanceState, { label: string; className: string }> = {
  active: { label: msg('admin-incidents.maintenanceRow.active'), className: 'bg-sky-700 text-white' },
  upcoming: { label: msg('admin-incidents.maintenanceRow.upcoming'), className: 'bg-sky-50 text-sky-900 ring-1 ring-inset ring-sky-600/25' },
  past: { label: msg('admin-incidents.maintenanceRow.past'), className: 'bg-slate-100 text-slate-700' },
};

/** One window: when, what, where, and its French; cancel (or add its French) while it has not ended. */
export function MaintenanceRow({ window, cancelling, onCancel }: { window: Maintenance; cancelling: boolean; onCancel: (window: Maintenance) => void }) {
  const words = useT();
  const { t } = words;
  const [translating, setTranslating] = useState(false);
  const translate = useAdminMutation({
    mutationFn: translateMaintenance,
    texts: { success: t('admin-incidents.french.saved'), failure: t('admin-incidents.french.saveFailed') },
    invalidates: MAINTENANCE_KEYS,
    onSuccess: () => setTranslating(false),
  });
  const state = STATE[window.state];
  const when = maintenanceWindowText(window, new Date(), words);
  const open = window.state !== 'past';
  const missing = lacksFrench(window.title, window.titleFr) || lacksFrench(window.description, window.descriptionFr);
  return (
    <li className={cn('py-3', window.state === 'past' && 'opacity-80')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', state.className)}>{t(state.label)}</span>
            <span className="font-medium break-words text-slate-900">{window.title}</span>
            {open && missing && <NoFrenchBadge />}
          </p>
          <FrenchVersion text={window.titleFr} />
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={window.startsAt}>{when.provider}</time>
            {when.viewer && <> {t('admin-incidents.maintenanceRow.yourTime', { when: when.viewer })}</>}
          </p>
          <p className="mt-0.5 text-xs text-slate-600">{window.services.map((s) => s.name).join(', ') || t('admin-incidents.maintenanceRow.noServices')}</p>
          {window.description && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{window.description}</p>}
          <FrenchVersion text={window.descriptionFr} className="mt-0.5" />
        </div>
        {open && (
          <div className="flex shrink-0 items-center gap-1">
            <Tip label={t('admin-incidents.french.edit')}>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-slate-500 hover:text-brand-700"
                aria-label={t('admin-incidents.maintenanceRow.frenchFormLabel', { title: window.title })}
                aria-expanded={translating}
                onClick={() => setTranslating((v) => !v)}
              >
                <Languages className="size-4" aria-hidden />
              </Button>
            </Tip>
            <Button
              variant="outline"
              size="sm"
              pending={cancelling}
              icon={X}
              onClick={() => onCancel(window)}
              aria-label={
                window.state === 'active'
                  ? t('admin-incidents.maintenanceRow.endNowLabel', { title: window.title })
                  : t('admin-incidents.maintenanceRow.cancelLabel', { title: window.title })
              }
            >
              {window.state === 'active' ? t('admin-incidents.maintenanceRow.endNow') : t('admin-incidents.maintenanceRow.cancel')}
            </Button>
          </div>
        )}
      </div>
      {open && translating && (
        <div className="mt-2">
          <FrenchEditForm
            label={t('admin-incidents.maintenanceRow.frenchFormLabel', { title: window.title })}
            fields={[
              {
                name: 'titleFr',
                label: t('admin-incidents.maintenanceRow.titleFr'),
                value: window.titleFr ?? '',
                max: INCIDENT_LIMITS.titleMax,
                english: window.title,
              },
              {
                name: 'descriptionFr',
                label: t('admin-incidents.maintenanceRow.detailsFr'),
                value: window.descriptionFr ?? '',
                max: INCIDENT_LIMITS.descriptionMax,
                multiline: true,
                english: window.description,
              },
            ]}
            pending={translate.isPending}
            onSave={(changes) =>
              translate.mutate({
                id: window.id,
                titleFr: (changes.titleFr ?? window.titleFr ?? '') || null,
                descriptionFr: (changes.descriptionFr ?? window.descriptionFr ?? '') || null,
              })
            }
            onCancel={() => setTranslating(false)}
          />
        </div>
      )}
    </li>
  );
}
