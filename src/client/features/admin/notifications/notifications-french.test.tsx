// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminNotification } from '#shared/notifications/notifications.js';
import { SendNotificationWidget } from './send-notification-widget.tsx';
import { EMPTY_NOTIFICATION_FORM, notificationBody } from './notification-form-values.ts';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const sentAt = new Date(Date.now() - 3 * 3600_000).toISOString();
const NOTICE = (over: Partial<AdminNotification>): AdminNotification => ({
  id: 'n1',
  title: 'Phones restart tonight',
  message: 'At 6 p.m.',
  priority: 'high',
  targetIp: null,
  isPublic: true,
  createdAt: sentAt,
  expiresAt: null,
  expired: false,
  ...over,
});
const LIST = [NOTICE({}), NOTICE({ id: 'n2', title: 'Claims down', titleFr: 'Réclamations en panne', messageFr: 'Jusqu’à midi.', priority: 'low' })];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method ? new Response(JSON.stringify(LIST[0]), { status: 201 }) : new Response(JSON.stringify(LIST)),
  );
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('SendNotificationWidget in French', () => {
  it('speaks French with a plural, shows the French beside the English and marks what has none', async () => {
    renderWithApp(<SendNotificationWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Notifications envoyées récemment' });
    expect(screen.getByText('2 actives')).toBeTruthy();
    expect(screen.getByText('1 texte sans français')).toBeTruthy();
    const [english, both] = within(list).getAllByRole('listitem');
    expect(within(english!).getByText('Sans français')).toBeTruthy();
    expect(within(english!).getByText('Élevée')).toBeTruthy();
    expect(english!.textContent).toContain('Il y a 3 h');
    expect(within(both!).getByText('Réclamations en panne')).toBeTruthy();
    expect(within(both!).queryByText('Sans français')).toBeNull();
  });

  it('sends the French title and message with the English, and asks for both together', async () => {
    renderWithApp(<SendNotificationWidget />, { locale: 'fr-CA' });
    await screen.findByRole('list', { name: 'Notifications envoyées récemment' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la notification' }));
    expect((await screen.findAllByText('Le titre et le message sont obligatoires')).length).toBe(2);
    fireEvent.change(screen.getByLabelText(/^Titre(?! en)/), { target: { value: 'Outage' } });
    fireEvent.change(screen.getByLabelText(/^Message(?! en)/), { target: { value: 'Claims are down.' } });
    fireEvent.change(screen.getByLabelText(/^Titre en français/), { target: { value: 'Panne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la notification' }));
    expect(await screen.findByText('Écrivez le titre et le message en français ensemble, ou laissez les deux vides')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Message en français/), { target: { value: 'Les réclamations sont en panne.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la notification' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toMatchObject({ title: 'Outage', titleFr: 'Panne', messageFr: 'Les réclamations sont en panne.' });
    expect(await screen.findByText('Notification envoyée')).toBeTruthy();
  });

  it('sends no French when none is written', () => {
    const result = notificationBody({ ...EMPTY_NOTIFICATION_FORM, title: 'Outage', message: 'Down.', titleFr: '  ' }, new Date());
    expect(result.ok && result.body).not.toHaveProperty('titleFr');
  });
});
