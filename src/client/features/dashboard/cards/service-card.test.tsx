// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { Service } from '#shared/status/services.js';
import { ServiceCard } from './service-card.tsx';

// A fixed clock: the card's times are judged against it, never against the wall clock.
const NOW = new Date('2026-06-15T16:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const MANULIFE: Service = { id: 'm1', name: 'Manulife', type: 'insurance', status: 'offline', location: 'National', source: 'manual', since: minutesAgo(180) };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(service: Service, onSelect = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <ServiceCard service={service} onSelect={onSelect} now={NOW} />
      </ul>
    </QueryClientProvider>,
  );
  return onSelect;
}

describe('ServiceCard', () => {
  it('keeps its own click: selects the service and explains an insurer that is down', () => {
    const onSelect = show(MANULIFE);
    fireEvent.click(screen.getByRole('button', { name: /^Manulife/ }));
    expect(onSelect).toHaveBeenCalledWith(MANULIFE);
    expect(screen.getByText('Manulife is currently unavailable. Please try again later or contact support.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the history from its own labelled control, without counting a card click', async () => {
    const onSelect = show(MANULIFE);
    fireEvent.click(screen.getByRole('button', { name: 'View history for Manulife' }));
    expect(await screen.findByRole('dialog', { name: 'Manulife' })).toBeTruthy();
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByText(/currently unavailable/)).toBeNull();
  });

  it('says where the status comes from and how fresh it is', () => {
    show({ ...MANULIFE, status: 'online', source: 'check', monitored: true, lastChecked: minutesAgo(1) });
    expect(screen.getByText('Checked 1 min ago')).toBeTruthy();
    cleanup();
    show(MANULIFE);
    expect(screen.getByText('Set by the provider 3 h ago')).toBeTruthy();
  });

  it('shows a service nobody checks neutral, "Not monitored", never green and never "Online"', () => {
    show({ ...MANULIFE, status: 'online', source: 'manual', since: null });
    expect(screen.getByText('Not monitored')).toBeTruthy();
    expect(screen.getByText('No automatic check')).toBeTruthy();
    expect(screen.queryByText('Online')).toBeNull();
    expect(document.querySelector('[class*="emerald"]')).toBeNull();
  });

  it('shows a check that went quiet as not checked recently, not as online', () => {
    show({ ...MANULIFE, status: 'online', source: 'check', monitored: true, stale: true, lastChecked: minutesAgo(12) });
    expect(screen.getByText('Not checked recently')).toBeTruthy();
    expect(screen.queryByText('Online')).toBeNull();
    expect(screen.getByText('Not checked since 12 min ago')).toBeTruthy();
  });

  it("shows a vendor's page that cannot say as not checked recently, with the reason, never as online", () => {
    const reason = 'The vendor\u2019s status page no longer lists this service.';
    show({
      ...MANULIFE,
      status: 'online',
      source: 'vendor',
      unknown: { reason },
      vendor: { readAt: minutesAgo(1), incident: null, pageUrl: 'https://status.manulife.example' },
    });
    expect(screen.getByText('Not checked recently')).toBeTruthy();
    expect(screen.getByText(`Status unknown. ${reason}`)).toBeTruthy();
    expect(screen.queryByText('Online')).toBeNull();
  });

  it("announces the vendor's maintenance with its window while the service is still online, then until when it lasts", () => {
    const tomorrow = (hours: number) => new Date(NOW.getTime() + hours * 3600_000).toISOString();
    const vendor = {
      readAt: minutesAgo(1),
      incident: null,
      pageUrl: 'https://status.manulife.example',
      maintenance: { title: 'Claims database upgrade', startsAt: tomorrow(22), endsAt: tomorrow(26), url: null },
    };
    show({ ...MANULIFE, status: 'online', source: 'vendor', vendor });
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText(/^Vendor maintenance, Tomorrow .+: Claims database upgrade$/)).toBeTruthy();
    cleanup();
    show({ ...MANULIFE, status: 'warning', source: 'vendor', vendor: { ...vendor, maintenance: { ...vendor.maintenance, startsAt: minutesAgo(30) } } });
    expect(screen.getByText(/^Vendor maintenance until .+: Claims database upgrade$/)).toBeTruthy();
  });

  it('shows maintenance as its own blue state with its end, not as online', () => {
    show({ ...MANULIFE, status: 'online', source: 'maintenance', maintenance: { title: 'Upgrade', until: new Date(NOW.getTime() + 3_600_000).toISOString() } });
    expect(screen.getByText('Maintenance')).toBeTruthy();
    expect(screen.getByText(/^Under maintenance until /)).toBeTruthy();
  });

  it('while down: links the incident and says what to do and whom to call', () => {
    show({
      ...MANULIFE,
      source: 'incident',
      incident: { id: 'i9', title: 'Claims rejected', impact: 'outage' },
      whatToDo: 'Hold claims until noon.',
      guidance: 'Give the patient a claim form.',
      phone: '1-800-555-0199',
      portalUrl: 'https://provider.example.ca/',
    });
    expect(screen.getByRole('link', { name: 'Incident: Claims rejected' }).getAttribute('href')).toBe('#incident-i9');
    // The incident's own line wins over the standing guidance.
    expect(screen.getByText('Hold claims until noon.')).toBeTruthy();
    expect(screen.queryByText('Give the patient a claim form.')).toBeNull();
    expect(screen.getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe('tel:18005550199');
    expect(screen.getByRole('link', { name: /Manulife website/ }).getAttribute('target')).toBe('_blank');
  });

  it('keeps advice off cards that are fine', () => {
    show({ ...MANULIFE, status: 'online', guidance: 'Give the patient a claim form.' });
    expect(screen.queryByText(/What to do/)).toBeNull();
  });
});
