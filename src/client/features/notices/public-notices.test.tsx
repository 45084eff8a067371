// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { PublicNotice } from '#shared/notifications/notifications.js';
import { PublicNotices } from './public-notices.tsx';

// Fresh ids for every test: a dismissal is kept for the whole page (a module's state), which the
// tests of this file, in any order, and of other files share here.
let BOTH: PublicNotice;
let ENGLISH_ONLY: PublicNotice;
const both = (): PublicNotice => ({
  id: `both-${crypto.randomUUID()}`,
  title: 'Hold electronic claims',
  message: 'The claims network is down until noon.',
  titleFr: 'Retenez les réclamations électroniques',
  messageFr: 'Le réseau de réclamations est en panne jusqu’à midi.',
  priority: 'high',
  createdAt: '2026-06-15T16:00:00Z',
  expiresAt: null,
});
const englishOnly = (): PublicNotice => ({
  id: `english-${crypto.randomUUID()}`,
  title: 'Phone maintenance tonight',
  message: 'Calls may drop after 10 p.m.',
  priority: 'normal',
  createdAt: '2026-06-15T15:00:00Z',
  expiresAt: null,
});

beforeEach(() => {
  BOTH = both();
  ENGLISH_ONLY = englishOnly();
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify([BOTH, ENGLISH_ONLY]), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
cleanUpAfterEach();

describe('PublicNotices', () => {
  it('shows the notices in English to an English reader', async () => {
    renderWithApp(<PublicNotices />);
    const region = await screen.findByRole('region', { name: 'Notices from your IT provider' });
    expect(region.textContent).toContain('Hold electronic claims');
    expect(region.textContent).toContain('Phone maintenance tonight');
    expect(region.textContent).not.toContain('English only');
    expect(within(region).getByRole('button', { name: 'Dismiss notice: Hold electronic claims' })).toBeTruthy();
  });

  it('shows the French to a French reader, and the English marked where there is no French', async () => {
    renderWithApp(<PublicNotices />, { locale: 'fr-CA' });
    const region = await screen.findByRole('region', { name: 'Avis de votre fournisseur de services informatiques' });
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first!.textContent).toContain('Retenez les réclamations électroniques');
    expect(first!.textContent).toContain('Le réseau de réclamations est en panne jusqu’à midi.');
    expect(first!.textContent).not.toContain('Hold electronic claims');
    expect(first!.textContent).not.toContain('En anglais seulement');
    expect(second!.textContent).toContain('Phone maintenance tonight');
    // Marked once for the notice, after its message: title and message are both in English.
    expect(within(second!).getAllByText('En anglais seulement')).toHaveLength(1);
    expect(second!.querySelectorAll('[lang="en"]')).toHaveLength(2);

    fireEvent.click(within(first!).getByRole('button', { name: 'Fermer l’avis\u00a0: Retenez les réclamations électroniques' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  });
});
