// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '../../../../../tests/support/render-widget.tsx';
import type { AdminCheckEntry } from '../../../../shared/status/monitoring.ts';
import { VENDOR_MESSAGES, type AdminVendorLink } from '../../../../shared/status/vendor-status.ts';
import { VendorLinksWidget } from './vendor-links-widget.tsx';

const LINK: AdminVendorLink = {
  serviceId: 's1',
  kind: 'statuspage',
  pageUrl: 'https://status.claims.example',
  component: 'claims-api',
  state: 'offline',
  vendorWord: 'major_outage',
  incidentTitle: 'Claims are failing',
  incidentUrl: 'https://stspg.io/abc',
  readAt: new Date(Date.now() - 120_000).toISOString(),
  lastPolledAt: null,
  nextPollAt: new Date(Date.now() + 60_000).toISOString(),
  failures: 0,
  lastError: null,
};
const ENTRIES: AdminCheckEntry[] = [
  { service: { id: 's1', name: 'Manulife', type: 'insurance', status: 'offline', override: null }, check: null, vendor: LINK },
  {
    service: { id: 's2', name: 'Weave', type: 'voip', status: 'online', override: null },
    check: null,
    vendor: {
      ...LINK,
      serviceId: 's2',
      kind: 'feed',
      component: null,
      state: 'online',
      vendorWord: 'no incidents',
      incidentTitle: null,
      incidentUrl: null,
      failures: 2,
      lastError: 'HTTP 502',
    },
  },
  { service: { id: 's3', name: 'TELUS Business Internet', type: 'internet', status: 'online', override: null }, check: null, vendor: null },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') return new Response(JSON.stringify({ ...LINK, serviceId: 's3' }), { status: 200 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify(String(input).startsWith('/api/admin/checks') ? ENTRIES : []), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('VendorLinksWidget', () => {
  it("lists each linked service with the vendor's word, its incident, and a failing page's error and next try", async () => {
    renderWithApp(<VendorLinksWidget />);
    const list = await screen.findByRole('list', { name: "Services following their vendor's status page" });
    expect(within(list).getByText('Vendor: major_outage')).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: /Claims are failing/ })
        .getAttribute('href'),
    ).toBe('https://stspg.io/abc');
    expect(within(list).getByText(/^HTTP 502 · 2 failures in a row, next try in/)).toBeTruthy();
    expect(within(list).queryByText('TELUS Business Internet')).toBeNull();
  });

  it('asks for the component a Statuspage needs before sending, then links the chosen service', async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link a page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a vendor status page' });
    fireEvent.change(within(dialog).getByLabelText(/^Service/), { target: { value: 's3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Status page address/), { target: { value: 'https://status.telus.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText(VENDOR_MESSAGES.component)).toBeTruthy();
    expect(calls('PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Component id/), { target: { value: 'fibre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    const [url, init] = calls('PUT')[0]!;
    expect(url).toBe('/api/admin/services/s3/vendor-status');
    expect(JSON.parse(String(init!.body))).toEqual({ kind: 'statuspage', pageUrl: 'https://status.telus.example', component: 'fibre' });
  });

  it('links a feed without a component, and refuses an address that is not a web page', async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link a page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Service/), { target: { value: 's3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'RSS or Atom incident feed' }));
    expect(within(dialog).queryByLabelText(/^Component/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Feed address/), { target: { value: 'ftp://status.example/feed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText(VENDOR_MESSAGES.pageUrl)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Feed address/), { target: { value: 'https://status.example/history.rss' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0]![1]!.body))).toEqual({ kind: 'feed', pageUrl: 'https://status.example/history.rss', component: null });
  });

  it('unlinks after asking', async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Manulife from its vendor status page' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toBe('/api/admin/services/s1/vendor-status');
  });
});
