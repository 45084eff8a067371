import { beforeAll, describe, expect, it } from 'vitest';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { services } from '#server/db/schema.js';
import type { Incident, Maintenance, PublicIncidents, PublicMaintenance, StatusSummary } from '#shared/status/incidents.js';
import type { Service } from '#shared/status/services.js';

/*
 * The provider's incident and maintenance texts in French: optional fields beside the English, held to
 * the same limits, trimmed, blank meaning none, and carried beside the English in every public answer
 * (the same answer for every caller, whatever their language).
 */

const testApp = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

const HOUR = 3_600_000;
const at = (ms: number) => new Date(testApp().clock.now().getTime() + ms).toISOString();

async function newService(): Promise<{ id: string; name: string }> {
  const [row] = await testApp()
    .db.insert(services)
    .values({ name: unique('Insurer'), type: 'insurance' })
    .returning({ id: services.id, name: services.name });
  return row!;
}

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, body?: unknown, extra: Record<string, string> = {}) =>
  testApp().request({ method, url, body, headers: { ...headers, ...extra } });
const get = async <T>(url: string, extra: Record<string, string> = {}) => (await testApp().request({ method: 'GET', url, headers: extra })).json<T>();

async function openIncident(body: Record<string, unknown>): Promise<Incident> {
  const service = await newService();
  const response = await call('POST', '/api/admin/incidents', {
    title: unique('Claims failing'),
    serviceIds: [service.id],
    message: 'Looking into it.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Incident>();
}

describe('incidents in French', () => {
  it('opens an incident with a trimmed French title, first update and pinned line, carried beside the English everywhere', async () => {
    const incident = await openIncident({
      titleFr: '  Les réclamations échouent  ',
      messageFr: ' Nous examinons le problème. ',
      impact: 'outage',
      whatToDo: 'Hold claims.',
      whatToDoFr: ' Retenez les réclamations. ',
    });
    expect(incident).toMatchObject({ titleFr: 'Les réclamations échouent', whatToDo: 'Hold claims.', whatToDoFr: 'Retenez les réclamations.' });
    expect(incident.updates[0]).toMatchObject({
      message: 'Looking into it.',
      messageFr: 'Nous examinons le problème.',
      whatToDoFr: 'Retenez les réclamations.',
    });

    // Polled answers are the same for every caller: both languages, whatever the caller speaks.
    const english = await get<PublicIncidents>('/api/incidents', { 'accept-language': 'en-CA' });
    const french = await get<PublicIncidents>('/api/incidents', { 'accept-language': 'fr-CA', cookie: 'lang=fr-CA' });
    expect(french).toEqual(english);
    expect(english.active.find((i) => i.id === incident.id)).toMatchObject({
      title: incident.title,
      titleFr: 'Les réclamations échouent',
      whatToDoFr: 'Retenez les réclamations.',
      updates: [{ messageFr: 'Nous examinons le problème.' }],
    });

    const card = (await get<Service[]>('/api/services')).find((s) => s.id === incident.services[0]!.id);
    expect(card).toMatchObject({
      incident: { id: incident.id, title: incident.title, titleFr: 'Les réclamations échouent' },
      whatToDo: 'Hold claims.',
      whatToDoFr: 'Retenez les réclamations.',
    });
    const summary = await get<StatusSummary>('/api/status/summary');
    expect(summary.activeIncidents.find((i) => i.id === incident.id)?.titleFr).toBe('Les réclamations échouent');
    expect(summary.services.find((s) => s.id === incident.services[0]!.id)?.incident?.titleFr).toBe('Les réclamations échouent');
  });

  it('leaves the French out when none was written, and treats blank as none', async () => {
    const incident = await openIncident({ titleFr: '   ', messageFr: '' });
    expect(incident).not.toHaveProperty('titleFr');
    expect(incident.updates[0]).not.toHaveProperty('messageFr');
    const card = (await get<Service[]>('/api/services')).find((s) => s.id === incident.services[0]!.id);
    expect(card?.incident).toEqual({ id: incident.id, title: incident.title, impact: 'degraded' });
  });

  it('refuses French longer than the English may be, saying which field and why', async () => {
    const service = await newService();
    const base = { title: unique('Claims failing'), serviceIds: [service.id], message: 'Looking into it.' };
    const cases = [
      [{ titleFr: 'é'.repeat(141) }, 'titleFr', 'The French title must be at most 140 characters.'],
      [{ messageFr: 'é'.repeat(2001) }, 'messageFr', 'The French message must be at most 2000 characters.'],
      [{ whatToDo: 'Hold.', whatToDoFr: 'é'.repeat(301) }, 'whatToDoFr', 'What clinics should do, in French, must be at most 300 characters.'],
    ] as const;
    for (const [extra, path, message] of cases) {
      const response = await call('POST', '/api/admin/incidents', { ...base, ...extra });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message, issues: [{ path, message }] });
    }
    const alone = await call('POST', '/api/admin/incidents', { ...base, whatToDoFr: 'Retenez les réclamations.' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({
      issues: [{ path: 'whatToDoFr', message: 'Write what clinics should do in English too: the French goes beside the English line.' }],
    });
  });

  it('posts an update with its French; a new English line takes only the French sent with it; French alone joins the line pinned now', async () => {
    const incident = await openIncident({ whatToDo: 'Hold claims.', whatToDoFr: 'Retenez les réclamations.' });
    const url = `/api/admin/incidents/${incident.id}/updates`;

    const frenchUpdate = await call('POST', url, { status: 'identified', message: 'Found it.', messageFr: 'Cause trouvée.' });
    expect(frenchUpdate.statusCode, frenchUpdate.body).toBe(201);
    expect(frenchUpdate.json<Incident>().whatToDoFr).toBe('Retenez les réclamations.');
    expect(frenchUpdate.json<Incident>().updates[0]).toMatchObject({ message: 'Found it.', messageFr: 'Cause trouvée.' });

    const newLine = await call('POST', url, { status: 'identified', message: 'New advice.', whatToDo: 'Resend claims after 2 p.m.' });
    expect(newLine.json<Incident>()).toMatchObject({ whatToDo: 'Resend claims after 2 p.m.' });
    expect(newLine.json<Incident>()).not.toHaveProperty('whatToDoFr');

    const frenchAlone = await call('POST', url, { status: 'monitoring', message: 'In French too.', whatToDoFr: 'Renvoyez les réclamations après 14 h.' });
    expect(frenchAlone.json<Incident>()).toMatchObject({ whatToDo: 'Resend claims after 2 p.m.', whatToDoFr: 'Renvoyez les réclamations après 14 h.' });

    const unpinned = await call('POST', url, { status: 'monitoring', message: 'No advice now.', whatToDo: '' });
    expect(unpinned.json<Incident>()).toMatchObject({ whatToDo: null });
    expect(unpinned.json<Incident>()).not.toHaveProperty('whatToDoFr');
    const nothingToTranslate = await call('POST', url, { status: 'monitoring', message: 'x', whatToDoFr: 'Retenez.' });
    expect(nothingToTranslate.statusCode).toBe(400);
  });

  it('adds, changes and clears the French of the title, of the pinned line and of a posted update', async () => {
    const incident = await openIncident({ whatToDo: 'Hold claims.' });
    const patch = (body: unknown) => call('PATCH', `/api/admin/incidents/${incident.id}`, body);

    const added = await patch({ titleFr: ' Réclamations en échec ', whatToDoFr: 'Retenez les réclamations.' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Incident>()).toMatchObject({ title: incident.title, titleFr: 'Réclamations en échec', whatToDoFr: 'Retenez les réclamations.' });

    const cleared = await patch({ titleFr: null, whatToDoFr: '' });
    expect(cleared.json<Incident>()).not.toHaveProperty('titleFr');
    expect(cleared.json<Incident>()).not.toHaveProperty('whatToDoFr');

    const tooLong = await patch({ titleFr: 'é'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ issues: [{ path: 'titleFr', message: 'The French title must be at most 140 characters.' }] });

    const updateUrl = `/api/admin/incidents/${incident.id}/updates/${incident.updates[0]!.id}`;
    const translated = await call('PATCH', updateUrl, { messageFr: ' Nous examinons le problème. ' });
    expect(translated.statusCode, translated.body).toBe(200);
    expect(translated.json<Incident>().updates[0]).toMatchObject({ message: 'Looking into it.', messageFr: 'Nous examinons le problème.' });
    const publicUpdate = (await get<PublicIncidents>('/api/incidents')).active.find((i) => i.id === incident.id)!.updates[0];
    expect(publicUpdate?.messageFr).toBe('Nous examinons le problème.');

    const removed = await call('PATCH', updateUrl, { messageFr: null });
    expect(removed.json<Incident>().updates[0]).not.toHaveProperty('messageFr');
    const longUpdate = await call('PATCH', updateUrl, { messageFr: 'é'.repeat(2001) });
    expect(longUpdate.statusCode).toBe(400);
    expect(longUpdate.json()).toMatchObject({ issues: [{ path: 'messageFr', message: 'The French message must be at most 2000 characters.' }] });
    const unknown = await call('PATCH', `/api/admin/incidents/${incident.id}/updates/00000000-0000-4000-8000-000000000000`, { messageFr: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'That update no longer exists. Reload the page and try again.' });
  });

  it('refuses the French of an update or incident without an admin session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await testApp().request({ method: 'PATCH', url: `/api/admin/incidents/${id}/updates/${id}`, body: { messageFr: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('maintenance in French', () => {
  it('schedules a window with its French, edits and clears it, and carries it on /api/maintenance and the services it covers', async () => {
    const service = await newService();
    const response = await call('POST', '/api/admin/maintenance', {
      title: 'Router upgrade',
      titleFr: ' Mise à niveau du routeur ',
      description: 'Short drops.',
      descriptionFr: 'De courtes coupures.',
      serviceIds: [service.id],
      startsAt: at(-HOUR),
      endsAt: at(2 * HOUR),
    });
    expect(response.statusCode, response.body).toBe(201);
    const window = response.json<Maintenance>();
    expect(window).toMatchObject({ titleFr: 'Mise à niveau du routeur', descriptionFr: 'De courtes coupures.' });

    const shown = (await get<PublicMaintenance>('/api/maintenance')).active.find((w) => w.id === window.id);
    expect(shown).toMatchObject({ title: 'Router upgrade', titleFr: 'Mise à niveau du routeur', descriptionFr: 'De courtes coupures.' });
    const card = (await get<Service[]>('/api/services')).find((s) => s.id === service.id);
    expect(card?.maintenance).toMatchObject({ title: 'Router upgrade', titleFr: 'Mise à niveau du routeur' });

    const edited = await call('PATCH', `/api/admin/maintenance/${window.id}`, { titleFr: 'Nouveau routeur', descriptionFr: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Maintenance>()).toMatchObject({ title: 'Router upgrade', titleFr: 'Nouveau routeur', description: 'Short drops.' });
    expect(edited.json<Maintenance>()).not.toHaveProperty('descriptionFr');

    const tooLong = await call('PATCH', `/api/admin/maintenance/${window.id}`, { descriptionFr: 'é'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ issues: [{ path: 'descriptionFr', message: 'The French description must be at most 2000 characters.' }] });

    const cleared = await call('PATCH', `/api/admin/maintenance/${window.id}`, { titleFr: null });
    expect(cleared.json<Maintenance>()).not.toHaveProperty('titleFr');
    const after = (await get<Service[]>('/api/services')).find((s) => s.id === service.id);
    expect(after?.maintenance).not.toHaveProperty('titleFr');
  });
});
