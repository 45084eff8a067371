// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ActivateNetworkDialog from './activate-network-dialog.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: '' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('ActivateNetworkDialog', () => {
  it('asks for the access code in French and checks its length before sending', async () => {
    renderWithApp(<ActivateNetworkDialog open onOpenChange={() => undefined} />, { locale: 'fr-CA' });
    expect(screen.getByRole('dialog', { name: 'Activer ce réseau' })).toBeTruthy();
    const code = screen.getByLabelText(/^Code d’accès/);
    fireEvent.click(screen.getByRole('button', { name: 'Activer le réseau' }));
    expect(await screen.findByText('Veuillez entrer votre code d’accès')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'k7qm2x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activer le réseau' }));
    expect(await screen.findByText('Les codes d’accès comptent 12 caractères, par exemple ABCD-EFGH-JKLM.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: 'k7qm2xpd9rtf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activer le réseau' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Réseau activé')).toBeTruthy();
    expect(screen.getByText('Ce réseau est maintenant activé pour votre clinique.')).toBeTruthy();
  });

  it('keeps its English words', async () => {
    renderWithApp(<ActivateNetworkDialog open onOpenChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Access code/), { target: { value: 'k7qm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate network' }));
    expect(await screen.findByText('Access codes have 12 characters, like ABCD-EFGH-JKLM.')).toBeTruthy();
  });
});
