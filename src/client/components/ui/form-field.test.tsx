// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES } from '#shared/messages.js';
import { INPUT_MESSAGES } from '#shared/input-rules.js';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import { FieldError, FormField } from './form-field.tsx';

cleanUpAfterEach();

const field = (error: string) => (
  <FormField label="Courriel" error={error}>
    {(control) => <input {...control} />}
  </FormField>
);

/** The error as drawn, exactly (spaces and all), and as the field's description reads it. */
function shownError(): string {
  const description = screen.getByRole('textbox').getAttribute('aria-describedby')!;
  return document.getElementById(description)!.textContent!;
}

describe('FormField’s error', () => {
  it('shows a shared validation message as written in English on an English page', () => {
    renderWithApp(field(MESSAGES.email));
    expect(shownError()).toBe('Please enter a valid email address');
  });

  it('shows a shared validation message in French on a French page', () => {
    renderWithApp(field(MESSAGES.email), { locale: 'fr-CA' });
    expect(shownError()).toBe('Veuillez entrer une adresse courriel valide');
    expect(screen.queryByText(MESSAGES.email)).toBeNull();
  });

  it('writes a message made with values in French, the field named in French', () => {
    renderWithApp(field('Company name must be at most 200 characters'), { locale: 'fr-CA' });
    expect(shownError()).toBe('Nom de l’entreprise\u00a0: 200 caractères au maximum');
  });

  it('shows a text it does not know as it came: the server’s answer or a form’s own words, already translated', () => {
    renderWithApp(field('Ce code promotionnel est expiré.'), { locale: 'fr-CA' });
    expect(shownError()).toBe('Ce code promotionnel est expiré.');
  });

  it('translates an error drawn on its own (a checkbox’s consent) too', () => {
    renderWithApp(<FieldError id="consent-error">{MESSAGES.privacyPolicy}</FieldError>, { locale: 'fr-CA' });
    expect(document.getElementById('consent-error')!.textContent).toBe('Vous devez accepter la politique de confidentialité pour continuer');
    renderWithApp(<FieldError id="subject-error">{INPUT_MESSAGES.controlCharacters('Subject')}</FieldError>, { locale: 'fr-CA' });
    expect(document.getElementById('subject-error')!.textContent).toMatch(/^Objet\u00a0: une seule ligne de texte simple/);
  });
});
