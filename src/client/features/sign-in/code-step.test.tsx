// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

cleanUpAfterEach();

function renderCodeStep(locale: 'en-CA' | 'fr-CA', onSubmit = vi.fn(async () => null as string | null)) {
  const onChangeEmail = vi.fn();
  renderWithApp(
    <CodeStep
      email="accueil@beauport.ca"
      verifying={false}
      resending={false}
      resendAt={Date.now() + 60_000}
      onSubmit={onSubmit}
      onResend={() => undefined}
      onChangeEmail={onChangeEmail}
    />,
    { locale },
  );
  return { onSubmit, onChangeEmail };
}

describe('the sign-in code step', () => {
  it('speaks French: where the code went, how long it lasts, the field and the buttons', async () => {
    const { onSubmit, onChangeEmail } = renderCodeStep(
      'fr-CA',
      vi.fn(async () => 'Ce code n’est plus valide.'),
    );
    expect(screen.getByText(/^Nous avons envoyé un code à/).textContent).toBe(
      'Nous avons envoyé un code à accueil@beauport.ca. Il ne fonctionne qu’une fois et expire dans 10 minutes.',
    );
    fireEvent.change(screen.getByLabelText(/^Code à 6 chiffres/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
    expect(await screen.findByText('Ce code n’est plus valide.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une autre adresse courriel' }));
    expect(onChangeEmail).toHaveBeenCalled();
  });

  it('keeps its English words', () => {
    renderCodeStep('en-CA');
    expect(screen.getByText(/^We sent a code to/).textContent).toBe('We sent a code to accueil@beauport.ca. It works once and expires in 10 minutes.');
    expect(screen.getByLabelText(/^6-digit code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a different e-mail' })).toBeTruthy();
  });
});

describe('the sign-in e-mail step', () => {
  it('speaks French', () => {
    renderWithApp(<EmailStep initialEmail="" sending={false} onSubmit={async () => null} />, { locale: 'fr-CA' });
    const field = screen.getByLabelText(/^Adresse courriel professionnelle/);
    expect(field.getAttribute('placeholder')).toBe('vous@votreclinique.ca');
    expect(screen.getByText('Nous vous enverrons un code à 6 chiffres par courriel. Aucun mot de passe requis.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer le code de connexion' })).toBeTruthy();
  });
});
