import { useState } from 'react';
import { useT, type Translate } from '#client/i18n/use-t.ts';
import { formatDateTime } from '../ui/format.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, type IncidentUpdate } from '#shared/status/incidents.js';
import { INCIDENT_STATUS_IDS, StatusDot } from './incident-status-picker.tsx';
import { IMPACT_LABEL_IDS } from './incident-response-fields.tsx';
import { INCIDENT_KEYS, translateIncidentUpdate } from './incidents-admin-api.ts';
import { FrenchEditForm } from './french-edit-form.tsx';
import { FrenchVersion, NoFrenchBadge } from './french-text.tsx';

const SHOWN = 2;

/** What an update did beyond its words, for the admin: impact set, line pinned or unpinned, mail sent. */
function responseNotes(update: IncidentUpdate, t: Translate): string[] {
  const notes: string[] = [];
  if (update.impact) notes.push(t('admin-incidents.timeline.impact', { impact: t(IMPACT_LABEL_IDS[update.impact]) }));
  if (update.whatToDo === '') notes.push(t('admin-incidents.timeline.unpinned'));
  else if (update.whatToDo) notes.push(t('admin-incidents.timeline.pinned', { text: update.whatToDo }));
  if (update.notify) notes.push(t('admin-incidents.timeline.emailed'));
  return notes;
}

/** An incident's updates, newest first; long timelines fold after the latest two. Each shows its French, or offers to add it. */
export function AdminIncidentTimeline({ incidentId, updates, label }: { incidentId: string; updates: IncidentUpdate[]; label: string }) {
  const { t } = useT();
  const [all, setAll] = useState(false);
  const shown = all ? updates : updates.slice(0, SHOWN);
  return (
    <div>
      <ol aria-label={label} className="grid gap-2">
        {shown.map((update) => (
          <TimelineEntry key={update.id} incidentId={incidentId} update={update} />
        ))}
      </ol>
      {updates.length > SHOWN && (
        <button type="button" onClick={() => setAll((v) => !v)} aria-expanded={all} className="mt-1.5 text-xs font-medium text-brand-700 hover:underline">
          {all ? t('admin-incidents.timeline.showFewer') : t('admin-incidents.timeline.showAll', { count: updates.length })}
        </button>
      )}
    </div>
  );
}

function TimelineEntry({ incidentId, update }: { incidentId: string; update: IncidentUpdate }) {
  const { t, locale } = useT();
  const [translating, setTranslating] = useState(false);
  const translate = useAdminMutation({
    mutationFn: translateIncidentUpdate,
    texts: { success: t('admin-incidents.french.saved'), failure: t('admin-incidents.french.saveFailed') },
    invalidates: INCIDENT_KEYS,
    onSuccess: () => setTranslating(false),
  });
  const notes = responseNotes(update, t);
  const when = formatDateTime(update.createdAt, locale);
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      <span className="pt-1.5">
        <StatusDot status={update.status} />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{t(INCIDENT_STATUS_IDS[update.status])}</span> · <time dateTime={update.createdAt}>{when}</time> ·{' '}
          {update.by}
        </p>
        <p className="mt-0.5 leading-6 break-words whitespace-pre-line text-slate-700">{update.message}</p>
        <FrenchVersion text={update.messageFr} />
        {notes.length > 0 && <p className="mt-0.5 text-xs text-slate-600">{notes.join(' · ')}</p>}
        {translating ? (
          <div className="mt-1.5">
            <FrenchEditForm
              label={t('admin-incidents.timeline.frenchFormLabel', { when })}
              fields={[
                {
                  name: 'messageFr',
                  label: t('admin-incidents.update.messageFr'),
                  value: update.messageFr ?? '',
                  max: INCIDENT_LIMITS.messageMax,
                  multiline: true,
                  english: update.message,
                },
              ]}
              pending={translate.isPending}
              onSave={(changes) => translate.mutate({ incidentId, updateId: update.id, messageFr: changes.messageFr ?? '' })}
              onCancel={() => setTranslating(false)}
            />
          </div>
        ) : (
          <p className="mt-0.5 flex flex-wrap items-center gap-2">
            {!update.messageFr && <NoFrenchBadge />}
            <button type="button" onClick={() => setTranslating(true)} className="text-xs font-medium text-brand-700 hover:underline">
              {update.messageFr ? t('admin-incidents.timeline.editFrench') : t('admin-incidents.timeline.addFrench')}
            </button>
          </p>
        )}
      </div>
    </li>
  );
}
