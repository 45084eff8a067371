import type { LiveServer } from '../../support/live-server.ts';
import { adminApi } from './sessions.ts';

/** What the incident's "what to do" says. */
export const INCIDENT_DAY_ADVICE = 'Forward your main line to a mobile phone until Weave is back.';

/** An outage, an incident with an update and a public notice, made through the admin API. */
export async function makeIncidentDay(server: LiveServer): Promise<void> {
  const call = await adminApi(server);
  const list = (await (await fetch(`${server.url}/api/services`)).json()) as { id: string; name: string }[];
  const id = (name: string) => list.find((s) => s.name === name)!.id;
  await call('PUT', `/api/admin/services/${id('Manulife')}/status`, { status: 'offline' });
  await call('POST', '/api/admin/incidents', {
    title: 'Weave calls dropping',
    serviceIds: [id('Weave')],
    impact: 'outage',
    message: 'Weave confirms an outage across Canada; incoming calls to clinics fail.',
    whatToDo: INCIDENT_DAY_ADVICE,
  });
  await call('POST', '/api/admin/notifications', {
    title: 'Hold Manulife claims',
    message: 'Manulife is not accepting electronic claims this morning; hold them in your practice software.',
    isPublic: true,
  });
}
