import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { INCIDENT_LIMITS, INCIDENT_STATUSES, type Incident, type IncidentStatus } from '#shared/status/incidents.js';
import { messageError } from './incident-form-values.ts';
import { INCIDENT_KEYS, postIncidentUpdate } from './incidents-admin-api.ts';
import { IncidentStatusPicker } from './incident-status-picker.tsx';
import { ImpactPicker, NotifySubscribers, WhatToDoField, whatToDoError, type ImpactChoice } from './incident-response-fields.tsx';

const POSTED = { success: 'Update posted', failure: 'Failed to post update' };
const RESOLVED = { success: 'Incident resolved', failure: 'Failed to resolve incident' };

/**
 * A new timestamped update on an incident; choosing Resolved closes it (and hands the services'
 * status back). It can change the impact, re-pin or unpin what clinics should do, and mail subscribers.
 */
export function IncidentUpdateForm({ incident, onDone }: { incident: Incident; onDone: () => void }) {
  const statusName = useId();
  const impactName = useId();
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [message, setMessage] = useState('');
  const [impact, setImpact] = useState<ImpactChoice>('keep');
  const [whatToDo, setWhatToDo] = useState(incident.whatToDo ?? '');
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [whatToDoProblem, setWhatToDoProblem] = useState<string | undefined>();
  const resolving = status === 'resolved';
  const post = useAdminMutation({
    mutationFn: postIncidentUpdate,
    texts: resolving ? RESOLVED : POSTED,
    invalidates: INCIDENT_KEYS,
    onSuccess: () => {
      setMessage('');
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = messageError(message);
    const pinnedProblem = whatToDoError(whatToDo);
    setError(problem);
    setWhatToDoProblem(pinnedProblem);
    if (problem || pinnedProblem) return;
    const pinned = whatToDo.trim();
    post.mutate({
      id: incident.id,
      status,
      message,
      notify,
      ...(impact === 'keep' ? {} : { impact }),
      ...(pinned === (incident.whatToDo ?? '') ? {} : { whatToDo: pinned }),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Post an update on ${incident.title}`}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3"
    >
      <IncidentStatusPicker name={statusName} options={INCIDENT_STATUSES} value={status} onChange={setStatus} legend="New status" />
      <FormField label="Message" error={error} required>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={resolving ? 'Claims are going through again. Thank you for your patience.' : 'A fix is being deployed.'}
            maxLength={INCIDENT_LIMITS.messageMax}
          />
        )}
      </FormField>
      {!resolving && <ImpactPicker name={impactName} value={impact} onChange={setImpact} withKeep />}
      {!resolving && <WhatToDoField value={whatToDo} onChange={setWhatToDo} error={whatToDoProblem} hint="Clear it to unpin the line from the cards." />}
      <NotifySubscribers checked={notify} onChange={setNotify} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={post.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" pending={post.isPending} icon={resolving ? CircleCheck : Send}>
          {resolving ? 'Resolve incident' : 'Post update'}
        </Button>
      </div>
    </form>
  );
}
