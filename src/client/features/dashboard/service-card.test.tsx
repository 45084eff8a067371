// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client.ts';
import type { Service } from '../../../shared/services.ts';
import { ServiceCard } from './service-card.tsx';

const MANULIFE: Service = { id: 'm1', name: 'Manulife', type: 'insurance', status: 'offline', location: 'National' };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(service: Service, onSelect = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <ServiceCard service={service} onSelect={onSelect} />
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

  it('shows who set the status by hand and a maintenance window, small, on the card', () => {
    show({
      ...MANULIFE,
      override: { by: 'Dana', until: null },
      maintenance: { title: 'Upgrade', until: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(screen.getByText('Set manually by Dana until cleared')).toBeTruthy();
    expect(screen.getByText(/^Under maintenance until \d{1,2}:\d{2}\s?[ap]\.m\.$/)).toBeTruthy();
  });
});
