// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { ClinicView, ClinicViewResponse } from '#shared/onboarding/clinic-view.js';
import type { Service } from '#shared/status/services.js';
import { YourClinicStrip } from './your-clinic-strip.tsx';

const NOW = new Date('2026-06-15T16:00:00Z');

const service = (id: string, name: string, type: Service['type'], status: Service['status'] = 'online'): Service => ({
  id,
  name,
  type,
  status,
  location: null,
});
const BOARD: Service[] = [
  service('s-telus', 'TELUS Business Internet', 'internet'),
  service('s-weave', 'Weave', 'voip', 'offline'),
  service('s-sunlife', 'Sun Life', 'insurance', 'warning'),
  service('s-manulife', 'Manulife', 'insurance'),
];

const clinic = (overrides: Partial<ClinicView> = {}): ClinicView => ({
  clinicName: 'Bow River Dental',
  recognisedBy: 'network',
  connection: { onNetworkNow: true, state: 'online', lastSeen: NOW.toISOString(), silentMinutes: 10 },
  serviceIds: ['s-telus', 's-weave', 's-sunlife'],
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: ClinicViewResponse;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  answer = { clinic: clinic() };
  fetchMock = vi.fn(async (_input: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const { serviceIds } = JSON.parse(String(init.body)) as { serviceIds: string[] };
      if (serviceIds.includes('s-manulife'))
        return json({ message: 'One of the chosen services is no longer on the board. Reload the page and choose again.' }, 400);
      answer = { clinic: clinic({ serviceIds }) };
    }
    return json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderStrip = (onReveal = vi.fn()) => renderWithApp(<YourClinicStrip services={BOARD} now={NOW} onReveal={onReveal} />);

describe('YourClinicStrip', () => {
  it('shows nothing to a visitor who is no clinic', async () => {
    answer = { clinic: null };
    const { container } = renderStrip();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });

  it('names the clinic and its connection, and lists its services problems first with each status in words', async () => {
    const onReveal = vi.fn();
    renderStrip(onReveal);
    const strip = await screen.findByRole('region', { name: /Your clinic/ });
    expect(within(strip).getByText('Bow River Dental')).toBeTruthy();
    expect(within(strip).getByText('Connected: this browser is on your clinic\u2019s network.')).toBeTruthy();
    const items = within(within(strip).getByRole('list', { name: 'Services your clinic uses' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['WeaveOffline', 'Sun LifeIssues', 'TELUS Business InternetOnline']);
    expect(within(strip).getByText('2 of your clinic\u2019s services have problems.')).toBeTruthy();
    fireEvent.click(items[0]!);
    expect(onReveal).toHaveBeenCalledWith(expect.objectContaining({ id: 's-weave' }));
  });

  it('says when its network has gone silent, for its contact signed in elsewhere', async () => {
    answer = {
      clinic: clinic({ recognisedBy: 'account', connection: { onNetworkNow: false, state: 'silent', lastSeen: '2026-06-15T15:35:00Z', silentMinutes: 10 } }),
    };
    renderStrip();
    expect(await screen.findByText(/^Silent since .*: nothing from your clinic’s network for 25 min\. Its internet may be down\.$/)).toBeTruthy();
  });

  it('invites a clinic without picks to choose, then saves its choice and shows it', async () => {
    answer = { clinic: clinic({ serviceIds: [] }) };
    renderStrip();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose services' }));
    const dialog = await screen.findByRole('dialog', { name: "Your clinic's services" });
    const groups = within(dialog)
      .getAllByRole('group')
      .flatMap((group) => group.getAttribute('aria-label') ?? []);
    expect(groups).toEqual(['Internet services', 'VoIP services', 'Insurance providers']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Weave' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'TELUS Business Internet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({ serviceIds: ['s-telus', 's-weave'] });
    expect(await screen.findByText('Your clinic\u2019s services are saved.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Services your clinic uses' }).textContent).toContain('Weave');
  });

  it("shows the server's message and keeps the dialog open when the save is refused", async () => {
    renderStrip();
    fireEvent.click(await screen.findByRole('button', { name: 'Change services' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Manulife' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('One of the chosen services is no longer on the board. Reload the page and choose again.')).toBeTruthy();
  });
});

describe('YourClinicStrip in French', () => {
  it('names the clinic’s services and problems in French, the count agreeing with the number', async () => {
    renderWithApp(<YourClinicStrip services={BOARD} now={NOW} onReveal={vi.fn()} />, { locale: 'fr-CA' });
    const strip = await screen.findByRole('region', { name: /Votre clinique/ });
    expect(within(strip).getByText('Connecté : ce navigateur est sur le réseau de votre clinique.')).toBeTruthy();
    expect(within(strip).getByText('Votre service téléphonique, Weave, est en panne.')).toBeTruthy();
    expect(within(strip).getByText('Sun Life, l’un de vos assureurs, est perturbé.')).toBeTruthy();
    const items = within(within(strip).getByRole('list', { name: 'Services utilisés par votre clinique' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['WeaveEn panne', 'Sun LifePerturbé', 'TELUS Business InternetEn ligne']);
    expect(within(strip).getByText('2 services de votre clinique ont des problèmes.')).toBeTruthy();
    expect(within(strip).getByRole('button', { name: 'Modifier les services' })).toBeTruthy();
  });

  it('says one problem in the singular, and opens the picker in French', async () => {
    answer = { clinic: clinic({ serviceIds: ['s-telus', 's-weave'] }) };
    renderWithApp(<YourClinicStrip services={BOARD} now={NOW} onReveal={vi.fn()} />, { locale: 'fr-CA' });
    expect(await screen.findByText('1 service de votre clinique a des problèmes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier les services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Les services de votre clinique' });
    expect(within(dialog).getByText('2 services choisis.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
