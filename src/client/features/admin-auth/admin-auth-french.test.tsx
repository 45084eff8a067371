// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { createI18n } from '#client/i18n/i18n.ts';
import { AdminAccessCodeDialog } from './admin-access-code-dialog.tsx';
import { EnterPhraseStep } from './enter-phrase-step.tsx';
import { RequestPhraseStep } from './request-phrase-step.tsx';
import { AccessDenied } from './access-denied.tsx';
import { AdminSignInRequired } from './admin-sign-in-required.tsx';
import { AdminPanelHeader } from './admin-panel-header.tsx';

cleanUpAfterEach();

const fr = { locale: 'fr-CA' } as const;

describe('the admin sign-in in French', () => {
  it('asks for the admin access code in French', async () => {
    const onSubmit = vi.fn(async () => 'Code d’accès non valide');
    renderWithApp(<AdminAccessCodeDialog verifying={false} onSubmit={onSubmit} onCancel={() => undefined} />, fr);
    expect(screen.getByRole('dialog', { name: 'Accès administrateur requis' })).toBeTruthy();
    expect(screen.getByText('Saisissez le code d’accès administrateur pour ouvrir le panneau d’administration.')).toBeTruthy();
    const field = screen.getByLabelText(/^Code d’accès administrateur/) as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le code d’accès' }));
    expect(field.type).toBe('text');
    fireEvent.change(field, { target: { value: 'mauvais code' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accéder à l’administration' }));
    });
    expect(onSubmit).toHaveBeenCalledWith('mauvais code');
    expect(screen.getByText('Code d’accès non valide')).toBeTruthy();
  });

  it('says "Vérification…" while the code is checked', () => {
    renderWithApp(<AdminAccessCodeDialog verifying onSubmit={vi.fn()} onCancel={() => undefined} />, fr);
    expect(screen.getByRole('button', { name: 'Vérification…' })).toHaveProperty('disabled', true);
  });

  it('offers to mail the access phrase, in French', () => {
    const onSend = vi.fn();
    renderWithApp(<RequestPhraseStep adminEmail="a•••@summitdentalit.ca" sending={false} onSend={onSend} onHavePhrase={() => undefined} />, fr);
    expect(screen.getByText(/^Nous enverrons une phrase d’accès à usage unique par courriel/).textContent).toBe(
      'Nous enverrons une phrase d’accès à usage unique par courriel à l’adresse de l’administration a•••@summitdentalit.ca. Elle est valide pendant 15 minutes et ne fonctionne que dans ce navigateur.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le code d’accès' }));
    expect(onSend).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'J’ai déjà une phrase' })).toBeTruthy();
  });

  it('takes the phrase in French', async () => {
    const onSubmit = vi.fn(async () => 'Phrase non valide ou expirée');
    renderWithApp(<EnterPhraseStep adminEmail={undefined} verifying={false} requesting={false} onSubmit={onSubmit} onRequestNew={() => undefined} />, fr);
    expect(screen.getByText(/^Trouvez dans la boîte de courriel de l’administration/).textContent).toContain('Elle est valide pendant 15 minutes.');
    expect(screen.getByText('Six mots, comme dans le courriel. Les majuscules et les traits d’union n’ont pas d’importance.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Phrase d’accès/), { target: { value: ' érable rivière pierre nuage citron cerf-volant ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier la phrase' }));
    });
    expect(onSubmit).toHaveBeenCalledWith('érable rivière pierre nuage citron cerf-volant');
    expect(screen.getByText('Phrase non valide ou expirée')).toBeTruthy();
    expect(screen.getByText(/^Pas de courriel, ou la phrase a expiré\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander un nouveau code' })).toBeTruthy();
  });

  it('says one minute in the singular', () => {
    const i18n = createI18n('fr-CA', frenchAdmin);
    expect(i18n._('admin-auth.enterPhrase.introNoAddress', { minutes: 1 })).toMatch(/valide pendant 1 minute\.$/);
    expect(i18n._('admin-auth.enterPhrase.introNoAddress', { minutes: 15 })).toMatch(/valide pendant 15 minutes\.$/);
  });

  it('tells a signed-in non-admin why, in French', () => {
    renderWithApp(<AdminSignInRequired signedIn returnTo="/admin-login" />, fr);
    expect(screen.getByRole('alert').textContent).toContain('Votre compte n’a pas les droits d’administrateur.');
  });

  it('denies access in French, then goes back to the dashboard', () => {
    const location = memoryLocation({ path: '/secure-admin-x', record: true });
    renderWithApp(
      <Router hook={location.hook}>
        <AccessDenied />
      </Router>,
      fr,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeTruthy();
    expect(screen.getByText('Vous n’avez pas la permission d’accéder à cette page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller au tableau d’état maintenant' })).toBeTruthy();
  });

  it('heads the control panel in French, with the session’s end on a 24-hour clock', () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    renderWithApp(<AdminPanelHeader expiresAt={expiresAt} loggingOut={false} onLogout={() => undefined} />, fr);
    expect(screen.getByRole('heading', { level: 1, name: 'Panneau d’administration' })).toBeTruthy();
    expect(screen.getByText(/^Session d’administration active jusqu’à (\d{1,2} \S+, )?\d{1,2} h( \d{2})? HAR$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au tableau d’état' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter de l’administration' })).toBeTruthy();
  });
});
