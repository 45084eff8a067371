import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, INCIDENT_STATUSES, type Incident, type IncidentStatus } from '#shared/status/incidents.js';
import { frenchMessageError, messageError } from './incident-form-values.ts';
import { INCIDENT_KEYS, postIncidentUpdate } from './incidents-admin-api.ts';
import { IncidentStatusPicker } from './incident-status-picker.tsx';
import { ImpactPicker, NotifySubscribers, WhatToDoField, frenchWhatToDoError, whatToDoError, type ImpactChoice } from './incident-response-fields.tsx';
import { FieldPair } from './french-text.tsx';

/**
 * A new timestamped update on an incident; choosing Resolved closes it (and hands the services'
 * status back). It can change the impact, re-pin or unpin what clinics should do, and mail subscribers.
 * The message and the pinned line each have their optional French beside them.
 */
export function IncidentUpdateForm({ incident, onDone }: { incident: Incident; onDone: () => void }) {
  const { t } = useT();
  const statusName = useId();
  const impactName = useId();
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [message, setMessage] = useState('');
  const [messageFr, setMessageFr] = useState('');
  const [impact, setImpact] = useState<ImpactChoice>('keep');
  const [whatToDo, setWhatToDo] = useState(incident.whatToDo ?? '');
  const [whatToDoFr, setWhatToDoFr] = useState(incident.whatToDoFr ?? '');
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState<{ message?: string; messageFr?: string; whatToDo?: string; whatToDoFr?: string }>({});
  const resolving = status === 'resolved';
  const texts = resolving
    ? { success: t('admin-incidents.update.resolved'), failure: t('admin-incidents.update.resolveFailed') }
    : { success: t('admin-incidents.update.posted'), failure: t('admin-incidents.update.postFailed') };
  const post = useAdminMutation({
    mutationFn: postIncidentUpdate,
    texts,
    invalidates: INCIDENT_KEYS,
    onSuccess: () => {
      setMessage('');
      setMessageFr('');
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      message: messageError(message, t),
      messageFr: frenchMessageError(messageFr, t),
      whatToDo: whatToDoError(whatToDo, t),
      whatToDoFr: frenchWhatToDoError(whatToDoFr, whatToDo, t),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const pinned = whatToDo.trim();
    const pinnedFr = whatToDoFr.trim();
    const pinnedChanged = pinned !== (incident.whatToDo ?? '');
    // A new English line takes the French written with it (none when blank); French alone goes beside the line pinned now.
    const french = pinnedChanged ? (pinnedFr ? { whatToDoFr: pinnedFr } : {}) : pinnedFr !== (incident.whatToDoFr ?? '') ? { whatToDoFr: pinnedFr } : {};
    post.mutate({
      id: incident.id,
      status,
      message,
      ...(messageFr.trim() ? { messageFr: messageFr.trim() } : {}),
      notify,
      ...(impact === 'keep' ? {} : { impact }),
      ...(pinnedChanged ? { whatToDo: pinned } : {}),
      ...french,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('admin-incidents.update.formLabel', { title: incident.title })}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3"
    >
      <IncidentStatusPicker name={statusName} options={INCIDENT_STATUSES} value={status} onChange={setStatus} legend={t('admin-incidents.status.newLegend')} />
      <FieldPair>
        <FormField label={t('admin-incidents.update.message')} error={errors.message} required>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              className="min-h-20"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={resolving ? t('admin-incidents.update.resolvingPlaceholder') : t('admin-incidents.update.placeholder')}
              maxLength={INCIDENT_LIMITS.messageMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-incidents.update.messageFr')} error={errors.messageFr} hint={t('admin-incidents.french.hint')} optional>
          {(control) => (
            <Textarea
              {...control}
              lang="fr-CA"
              rows={3}
              className="min-h-20"
              value={messageFr}
              onChange={(e) => setMessageFr(e.target.value)}
              placeholder={resolving ? t('admin-incidents.update.resolvingPlaceholderFr') : t('admin-incidents.update.placeholderFr')}
              maxLength={INCIDENT_LIMITS.messageMax}
            />
          )}
        </FormField>
      </FieldPair>
      {!resolving && <ImpactPicker name={impactName} value={impact} onChange={setImpact} withKeep />}
      {!resolving && (
        <WhatToDoField
          value={whatToDo}
          onChange={setWhatToDo}
          error={errors.whatToDo}
          hint={t('admin-incidents.update.unpinHint')}
          french={{ value: whatToDoFr, onChange: setWhatToDoFr, error: errors.whatToDoFr, hint: t('admin-incidents.update.frenchPinnedHint') }}
        />
      )}
      <NotifySubscribers checked={notify} onChange={setNotify} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={post.isPending}>
          {t('admin-incidents.update.cancel')}
        </Button>
        <Button type="submit" size="sm" pending={post.isPending} icon={resolving ? CircleCheck : Send}>
          {resolving ? t('admin-incidents.update.resolve') : t('admin-incidents.update.post')}
        </Button>
      </div>
    </form>
  );
}
