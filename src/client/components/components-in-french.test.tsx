// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { Service } from '#shared/status/services.js';
import { ServicePicker } from './service-picker.tsx';
import { UpdatedAge } from './ui/updated-age.tsx';
import { StatusBadge } from './ui/status-badge.tsx';
import { useDocumentTitle } from './layout/use-document-title.ts';

const SERVICES: Service[] = [
  { id: 'm', name: 'Manulife', type: 'insurance', status: 'online', location: null },
  { id: 't', name: 'TELUS', type: 'internet', status: 'online', location: null },
];

cleanUpAfterEach();
afterEach(() => vi.useRealTimers());

describe('shared components in French', () => {
  it('counts the chosen services with the right plural, and says when a search finds none', () => {
    const { unmount } = renderWithApp(<ServicePicker services={SERVICES} selected={new Set(['m'])} onChange={() => undefined} />, { locale: 'fr-CA' });
    expect(screen.getByText('1 service choisi.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Assureurs' })).toBeTruthy();
    expect(screen.getByText('Services à suivre')).toBeTruthy();
    unmount();
    renderWithApp(<ServicePicker services={SERVICES} selected={new Set(['m', 't'])} onChange={() => undefined} />, { locale: 'fr-CA' });
    expect(screen.getByText('2 services choisis.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un service' }), { target: { value: 'Zzz' } });
    expect(screen.getByText('Aucun service ne correspond à « Zzz ».')).toBeTruthy();
  });

  it('writes an age and its exact time in French', () => {
    const at = Date.parse('2026-12-01T17:19:00Z');
    vi.useFakeTimers({ now: at + 40_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { container } = renderWithApp(<UpdatedAge at={at} label="Mis à jour" />, { locale: 'fr-CA' });
    expect(container.textContent).toBe('Mis à jour il y a 40 s (11 h 19 HAR)');
  });

  it('labels a state in French', () => {
    renderWithApp(<StatusBadge status="stale" />, { locale: 'fr-CA' });
    expect(screen.getByText('Non vérifié récemment')).toBeTruthy();
  });

  it('names the product in French in the tab title', () => {
    function Page() {
      useDocumentTitle('Nous joindre');
      return null;
    }
    renderWithApp(<Page />, { locale: 'fr-CA' });
    expect(document.title).toBe('Nous joindre | Tableau d’état des cliniques');
  });
});
