// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { NewsletterForm } from './newsletter-form.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('NewsletterForm in French', () => {
  it('asks in French to confirm from the inbox', async () => {
    renderWithApp(<NewsletterForm />, { locale: 'fr-CA' });
    expect(screen.getByText(/^Des courriels occasionnels de /).textContent).toMatch(/Consultez notre politique de confidentialité\.$/);
    const field = screen.getByLabelText('Adresse courriel');
    expect(field.getAttribute('placeholder')).toBe('reception@votreclinique.ca');
    fireEvent.change(field, { target: { value: ' accueil@beauport.ca ' } });
    fireEvent.click(screen.getByRole('button', { name: 'S’abonner' }));
    const status = (await screen.findByText(/consultez votre boîte de réception/)).closest('[role="status"]');
    expect(status?.textContent).toBe(
      'accueil@beauport.ca\u00a0: consultez votre boîte de réception et ouvrez dans les 48 heures le lien que nous avons envoyé pour activer votre abonnement.',
    );
    expect(screen.getByText('Consultez votre boîte de réception pour confirmer')).toBeTruthy();
    expect(screen.getByText('Nous avons envoyé un lien de confirmation à accueil@beauport.ca. Votre abonnement commence dès que vous l’ouvrez.')).toBeTruthy();
  });
});
