// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RegistrationForm } from './registration-form.tsx';
import { RegistrationSteps } from '../dialog/registration-steps.tsx';
import ClinicRegistrationDialog from '../dialog/clinic-registration-dialog.tsx';
import { RegistrationSuccess } from './registration-success.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: 'Erreur interne' }), { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

function fillValidForm() {
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Nom de la clinique/, 'Clinique dentaire Beauport');
  type(/^Personne-ressource/, 'Marie Tremblay');
  type(/^Téléphone/, '4185550123');
  type(/^Adresse courriel/, 'accueil@beauport.ca');
  type(/^Confirmer l’adresse courriel/, 'accueil@beauport.ca');
  fireEvent.click(screen.getByLabelText(/^J’accepte de recevoir par courriel/));
  fireEvent.click(screen.getByLabelText(/^J’ai lu et j’accepte la politique de confidentialité/));
}

describe('RegistrationForm in French', () => {
  it('labels its sections, fields and consents in French', () => {
    renderWithApp(<RegistrationForm onSubmitted={() => undefined} />, { locale: 'fr-CA' });
    for (const section of ['Clinique', 'Courriel', 'Essai gratuit']) expect(screen.getByRole('group', { name: section })).toBeTruthy();
    expect(screen.getByLabelText(/^Code promotionnel/)).toBeTruthy();
    const privacy = screen.getByRole('link', { name: 'politique de confidentialité (s’ouvre dans un nouvel onglet)' });
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByLabelText(/^Téléphone/).getAttribute('placeholder')).toBe('(403) 555-0123');
    expect(screen.getByText('Nous vous enverrons par courriel un lien pour confirmer votre adresse.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Soumettre l’inscription' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Clinic name|Submit registration|Privacy Policy/);
  });

  it('says in French that the registration failed', async () => {
    renderWithApp(<RegistrationForm onSubmitted={() => undefined} />, { locale: 'fr-CA' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre l’inscription' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Échec de l’inscription')).toBeTruthy();
    // The server's own reason shows on the page; the toast keeps the product's wording.
    expect(screen.getByRole('alert').textContent).toBe('Erreur interne');
    expect(screen.getByText('Une erreur s’est produite. Veuillez réessayer.')).toBeTruthy();
  });
});

describe('RegistrationForm in English', () => {
  it('keeps its words, the privacy consent among them', () => {
    renderWithApp(<RegistrationForm onSubmitted={() => undefined} />);
    const checkbox = screen.getByLabelText(/^I have read and accept/);
    expect(document.querySelector(`label[for="${checkbox.id}"]`)?.textContent).toBe('I have read and accept the Privacy Policy (opens in a new tab).');
    expect(screen.getByRole('button', { name: 'Submit registration' })).toBeTruthy();
  });

  it('says what to do without the e-mail once submitted', () => {
    renderWithApp(<RegistrationSuccess email="frontdesk@bowriver.ca" />);
    expect(screen.getByText(/^No e-mail after a few minutes\?/).textContent).toBe('No e-mail after a few minutes? Check your spam folder, or contact us.');
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact');
  });
});

describe('the registration dialog in French', () => {
  it('titles its first step and asks for the details in French', () => {
    renderWithApp(<ClinicRegistrationDialog open onOpenChange={() => undefined} onSuccess={() => undefined} />, { locale: 'fr-CA' });
    const dialog = screen.getByRole('dialog', { name: 'Inscrire votre clinique' });
    expect(within(dialog).getByText('Étape 1 sur 3')).toBeTruthy();
    expect(within(dialog).getByText('Dites-nous qui vous êtes. Nous vous enverrons un code par courriel pour confirmer l’adresse.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Notre clinique fait affaire avec une entreprise informatique')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Envoyer le code de vérification' })).toBeTruthy();
  });
});

describe('RegistrationSteps in French', () => {
  it('names each step and marks those done', () => {
    // Its own list only: a part another file drew late can still be on the page.
    const { container } = renderWithApp(<RegistrationSteps current={2} />, { locale: 'fr-CA' });
    const steps = within(container).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/./, { selector: 'p.font-semibold' }).textContent)).toEqual([
      'Terminé\u00a0: Soumettez ce formulaire',
      'Terminé\u00a0: Vérifiez votre courriel',
      'Étape 3\u00a0: Notre équipe l’examine',
      'Étape 4\u00a0: Recevez votre code d’accès',
    ]);
  });
});
