// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactInquiry } from './contact-inquiry.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

function fill() {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Nom de l’entreprise ou de la clinique/, 'Clinique dentaire Beauport');
  type(/^Votre nom/, 'Marie Tremblay');
  type(/^Adresse courriel/, 'accueil@beauport.ca');
  type(/^Objet/, 'Accès au tableau');
  type(/^Message/, 'Notre réseau a changé la semaine dernière et le tableau ne s’affiche plus.');
}

describe('the contact form in French', () => {
  it('labels its fields in French and thanks the sender in French', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'c1', message: '' }), { status: 201 }));
    renderWithApp(<ContactInquiry />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { name: 'Écrivez-nous' })).toBeTruthy();
    expect(screen.getByText('Au moins 20 caractères. Veuillez n’inclure aucun renseignement sur vos patients.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy-policy');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'Message envoyé' })).toBeTruthy();
    expect(screen.getAllByText('Merci. Nous avons bien reçu votre message et vous répondrons dans un délai d’un jour ouvrable.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Envoyer un autre message' })).toBeTruthy();
  });

  it('says in French when sending failed without a reason', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    renderWithApp(<ContactInquiry />, { locale: 'fr-CA' });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Erreur')).toBeTruthy();
  });
});
