// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ServiceImportAnswer } from '#shared/status/service-admin.js';
import { ServicesWidget } from './services-widget.tsx';
import { importTemplateCsv } from './service-import-template.ts';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const CHECKED: ServiceImportAnswer = {
  imported: 2,
  withChecks: 1,
  refusedRows: 1,
  refused: [{ row: 3, name: 'X', field: 'name', message: 'Row 3, name: Service name must be 2 to 80 characters' }],
  dryRun: true,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/import?dryRun=true')) return new Response(JSON.stringify(CHECKED));
    if (url.endsWith('/import')) return new Response(JSON.stringify({ ...CHECKED, dryRun: false }));
    return new Response('[]');
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const imports = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/admin/services/import'));
const lists = () => fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/admin/services' && !init?.method);
const CSV = 'name,type\nTELUS,internet\nBell,voip\nX,voip\n';

describe('the import dialog', () => {
  it('checks the file first, lists the refused rows, then imports the valid ones and refreshes the list once', async () => {
    renderWithApp(<ServicesWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import services' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('Pick a file or paste the rows to import.')).toBeTruthy();
    expect(imports()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Or paste the rows/), { target: { value: CSV } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('2 services will be imported (1 with a check). 1 row is refused:');
    const refused = within(dialog).getByRole('list', { name: 'Refused rows' });
    expect(within(refused).getByText('Row 3, name: Service name must be 2 to 80 characters')).toBeTruthy();
    expect(imports()).toHaveLength(1);
    expect(imports()[0]![1]).toMatchObject({ method: 'POST', body: CSV, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });

    const listsBefore = lists().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 services' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(String(imports()[1]![0])).toBe('/api/admin/services/import');
    expect(await screen.findByText('2 services imported')).toBeTruthy();
    await waitFor(() => expect(lists().length).toBe(listsBefore + 1));
  });

  it('asks for a new check when the file changes, and sends JSON as JSON', async () => {
    renderWithApp(<ServicesWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import services' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Or paste the rows/), { target: { value: CSV } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByRole('button', { name: 'Import 2 services' });
    const json = JSON.stringify({ services: [{ name: 'TELUS', type: 'internet' }] });
    fireEvent.change(within(dialog).getByLabelText(/^Or paste the rows/), { target: { value: json } });
    expect(within(dialog).queryByRole('status')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByRole('status');
    expect(imports()[1]![1]).toMatchObject({ body: json, headers: { 'Content-Type': 'application/json' } });
  });

  it('shows the server’s refusal of the whole file in the dialog', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/import')
        ? new Response(JSON.stringify({ message: 'The CSV file has no type column. Name it in the first row.' }), { status: 400 })
        : new Response('[]'),
    );
    renderWithApp(<ServicesWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import services' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Or paste the rows/), { target: { value: 'name\nTELUS\n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The CSV file has no type column. Name it in the first row.');
  });

  it('offers a CSV template with every column and two example rows', () => {
    const [header, ...rows] = importTemplateCsv().trim().split('\r\n');
    expect(header!.split(',').slice(0, 3)).toEqual(['name', 'type', 'location']);
    expect(header).toContain('check_target');
    expect(rows).toHaveLength(2);
  });

  it('speaks French', async () => {
    renderWithApp(<ServicesWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Importer des services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des services' });
    expect(within(dialog).getByRole('link', { name: 'Télécharger un modèle CSV' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Ou collez les lignes/), { target: { value: CSV } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier le fichier' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('2 services seront importés (1 avec une vérification). 1 ligne est refusée\u00a0:');
    expect(within(dialog).getByRole('button', { name: 'Importer 2 services' })).toBeTruthy();
  });
});
