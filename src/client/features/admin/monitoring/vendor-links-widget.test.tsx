// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { AdminCheckEntry } from '#shared/status/monitoring.js';
import { VENDOR_MESSAGES, type AdminVendorLink, type VendorPageComponents } from '#shared/status/vendor-status.js';
import { VendorLinksWidget } from './vendor-links-widget.tsx';

const LINK: AdminVendorLink = {
  serviceId: 's1',
  kind: 'statuspage',
  pageUrl: 'https://status.claims.example',
  component: 'claims-api',
  allowPrivate: false,
  state: 'offline',
  vendorWord: 'major_outage',
  problem: null,
  incidentTitle: 'Claims are failing',
  incidentUrl: 'https://stspg.io/abc',
  maintenance: null,
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
  {
    service: { id: 's4', name: 'Sun Life', type: 'insurance', status: 'online', override: null },
    check: null,
    vendor: {
      ...LINK,
      serviceId: 's4',
      component: 'gone',
      state: 'online',
      vendorWord: 'operational',
      problem: 'missing',
      incidentTitle: null,
      incidentUrl: null,
    },
  },
];

const COMPONENTS: VendorPageComponents = {
  pageName: 'Maple Claims Network',
  components: [
    { id: 'c7x8v9b0n1m2', name: 'Claim submission', group: 'Claims', status: 'partial_outage' },
    { id: 'd4f5g6h7j8k9', name: 'Eligibility checks', group: 'Claims', status: 'operational' },
    { id: 'f1g2h3j4k5l6', name: 'Provider portal', group: null, status: 'operational' },
  ],
};
let privateMonitoring = false;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  privateMonitoring = false;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') return new Response(JSON.stringify({ ...LINK, serviceId: 's3' }), { status: 200 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    const url = String(input);
    if (url.startsWith('/api/admin/vendor-pages/settings')) return new Response(JSON.stringify({ privateMonitoring }), { status: 200 });
    if (url.startsWith('/api/admin/vendor-pages/components')) {
      return new URL(url, 'http://board').searchParams.get('url')?.includes('nowhere')
        ? new Response(JSON.stringify({ message: 'Could not read https://nowhere.example/api/v2/summary.json: HTTP 404. Check the address.' }), { status: 400 })
        : new Response(JSON.stringify(COMPONENTS), { status: 200 });
    }
    return new Response(JSON.stringify(url.startsWith('/api/admin/checks') ? ENTRIES : []), { status: 200 });
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
    expect(JSON.parse(String(init!.body))).toEqual({ kind: 'statuspage', pageUrl: 'https://status.telus.example', component: 'fibre', allowPrivate: false });
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
    expect(JSON.parse(String(calls('PUT')[0]![1]!.body))).toEqual({
      kind: 'feed',
      pageUrl: 'https://status.example/history.rss',
      component: null,
      allowPrivate: false,
    });
  });

  it('unlinks after asking', async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Manulife from its vendor status page' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toBe('/api/admin/services/s1/vendor-status');
  });

  it("says when a link's page no longer lists its component: the board shows the service as unknown", async () => {
    renderWithApp(<VendorLinksWidget />);
    const list = await screen.findByRole('list', { name: "Services following their vendor's status page" });
    expect(within(list).getByText('Vendor: unreadable')).toBeTruthy();
    expect(within(list).getByText(/^Status unknown on the board: the page does not list the chosen component/)).toBeTruthy();
  });

  it("lists the page's components by group to choose from, and fills in the chosen one's id", async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link a page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a vendor status page' });
    fireEvent.change(within(dialog).getByLabelText(/^Service/), { target: { value: 's3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Status page address/), { target: { value: 'https://status.mapleclaims.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'List the page’s components' }));

    const picker = await within(dialog).findByRole('combobox', { name: 'Choose from Maple Claims Network' });
    const [url] = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/vendor-pages/components'))!;
    expect(String(url)).toBe(`/api/admin/vendor-pages/components?kind=statuspage&url=${encodeURIComponent('https://status.mapleclaims.example')}`);
    const group = within(picker).getByRole('group', { name: 'Claims' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Claim submission (partial outage)', 'Eligibility checks (operational)']);

    fireEvent.change(picker, { target: { value: 'd4f5g6h7j8k9' } });
    expect((within(dialog).getByLabelText(/^Component id/) as HTMLInputElement).value).toBe('d4f5g6h7j8k9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0]![1]!.body))).toEqual({
      kind: 'statuspage',
      pageUrl: 'https://status.mapleclaims.example',
      component: 'd4f5g6h7j8k9',
      allowPrivate: false,
    });
  });

  it("says why the page's components could not be listed", async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link a page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Status page address/), { target: { value: 'https://nowhere.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'List the page’s components' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('HTTP 404. Check the address.');
  });

  const settingsAsked = () => fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/admin/vendor-pages/settings'));

  it("does not offer 'Page on our own network' when the board does not allow private monitoring", async () => {
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link a page' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(settingsAsked()).toBe(true));
    const box = within(dialog).getByRole('checkbox', { name: 'Page on our own network' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(within(dialog).getByText(/^Not available: private monitoring is switched off on this board/)).toBeTruthy();
  });

  it("offers 'Page on our own network' when the board allows private monitoring, and sends it with the link", async () => {
    privateMonitoring = true;
    renderWithApp(<VendorLinksWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link a page' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Page on our own network' }) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.change(within(dialog).getByLabelText(/^Service/), { target: { value: 's3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'RSS or Atom incident feed' }));
    fireEvent.change(within(dialog).getByLabelText(/^Feed address/), { target: { value: 'http://10.0.0.5/status.rss' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText(VENDOR_MESSAGES.httpsOnly)).toBeTruthy();
    expect(calls('PUT')).toHaveLength(0);
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0]![1]!.body))).toEqual({ kind: 'feed', pageUrl: 'http://10.0.0.5/status.rss', component: null, allowPrivate: true });
  });
});
