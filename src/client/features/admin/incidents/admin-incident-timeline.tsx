import { useState } from 'react';
import { formatDateTime } from '../ui/format.ts';
import { INCIDENT_IMPACT_LABEL, INCIDENT_STATUS_LABEL, type IncidentUpdate } from '#shared/status/incidents.js';
import { StatusDot } from './incident-status-picker.tsx';

const SHOWN = 2;

/** What an update did beyond its words, for the admin: impact set, line pinned or unpinned, mail sent. */
function responseNotes(update: IncidentUpdate): string[] {
  const notes: string[] = [];
  if (update.impact) notes.push(`Impact: ${INCIDENT_IMPACT_LABEL[update.impact]}`);
  if (update.whatToDo === '') notes.push('Unpinned what clinics should do');
  else if (update.whatToDo) notes.push(`Pinned: “${update.whatToDo}”`);
  if (update.notify) notes.push('E-mailed to alert subscribers');
  return notes;
}

/** An incident's updates, newest first; long timelines fold after the latest two. */
export function AdminIncidentTimeline({ updates, label }: { updates: IncidentUpdate[]; label: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? updates : updates.slice(0, SHOWN);
  return (
    <div>
      <ol aria-label={label} className="grid gap-2">
        {shown.map((update) => (
          <li key={update.id} className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
            <span className="pt-1.5">
              <StatusDot status={update.status} />
            </span>
            <div className="min-w-0">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{INCIDENT_STATUS_LABEL[update.status]}</span> ·{' '}
                <time dateTime={update.createdAt}>{formatDateTime(update.createdAt)}</time> · {update.by}
              </p>
              <p className="mt-0.5 leading-6 break-words whitespace-pre-line text-slate-700">{update.message}</p>
              {responseNotes(update).length > 0 && <p className="mt-0.5 text-xs text-slate-600">{responseNotes(update).join(' · ')}</p>}
            </div>
          </li>
        ))}
      </ol>
      {updates.length > SHOWN && (
        <button type="button" onClick={() => setAll((v) => !v)} aria-expanded={all} className="mt-1.5 text-xs font-medium text-brand-700 hover:underline">
          {all ? 'Show fewer updates' : `Show all ${updates.length} updates`}
        </button>
      )}
    </div>
  );
}
