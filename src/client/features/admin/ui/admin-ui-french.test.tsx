// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { createI18n } from '#client/i18n/i18n.ts';
import { translation } from '#client/i18n/use-t.ts';
import { PanelSidebar } from '../panel-sidebar.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Pager } from './pager.tsx';
import { SearchField } from './search-field.tsx';
import { formatDate, formatDateTime } from './format.ts';
import { timeAgo } from './people-time.ts';

cleanUpAfterEach();

const french = translation(createI18n('fr-CA', frenchAdmin));
const now = new Date('2026-06-15T16:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('the admin panel’s shared parts in French', () => {
  it('say how long ago, in French', () => {
    expect(timeAgo(before(10_000), now, french)).toBe('À l’instant');
    expect(timeAgo(before(5 * 60_000), now, french)).toBe('Il y a 5 min');
    expect(timeAgo(before(3 * 3600_000), now, french)).toBe('Il y a 3 h');
    expect(timeAgo(before(2 * 86_400_000), now, french)).toBe('Il y a 2 j');
    expect(timeAgo(before(45 * 86_400_000), now, french)).toMatch(/^1er mai 2026( \(HAR\))?$/);
  });

  it('write dates as French does, in the provider’s zone, a whole hour as "21 h"', () => {
    // 9 p.m. in Alberta (UTC-6 all year): November 23 there.
    expect(formatDate('2027-11-24T03:00:00.000Z', 'fr-CA')).toMatch(/^23 nov\. 2027( \(HAR\))?$/);
    expect(formatDateTime('2027-11-24T03:00:00.000Z', 'fr-CA')).toBe('23 nov. 2027, 21 h HAR');
    expect(formatDateTime('2026-06-15T16:04:00.000Z', 'fr-CA')).toBe('15 juin 2026, 10 h 04 HAR');
    expect(formatDate(null, 'fr-CA')).toBe('—');
  });

  it('page a list in French', () => {
    const onPageChange = vi.fn();
    renderWithApp(<Pager page={1} pageSize={5} total={7} onPageChange={onPageChange} itemsLabel="cliniques" />, { locale: 'fr-CA' });
    expect(screen.getByText('Affichage de 1 à 5 sur 7')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 2')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages (cliniques)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page précédente (cliniques)' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante (cliniques)' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('clear a search and cancel a confirmation in French', () => {
    renderWithApp(
      <>
        <SearchField label="Rechercher des cliniques" value="dental" onChange={() => undefined} />
        <ConfirmDialog open onOpenChange={() => undefined} title="Supprimer?" description="Vraiment?" confirmLabel="Supprimer" onConfirm={() => undefined} />
      </>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('button', { name: 'Effacer «\u00a0rechercher des cliniques\u00a0»', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('name the panel’s sections in French', () => {
    renderWithApp(<PanelSidebar open onOpenChange={() => undefined} />, { locale: 'fr-CA' });
    const nav = screen.getByRole('navigation', { name: 'Sections du panneau d’administration' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Cliniques',
      'État et avis',
      'Surveillance et incidents',
      'Accès et codes promotionnels',
      'Statistiques',
      'Abonnés et audit',
    ]);
    expect(screen.getByRole('button', { name: 'Réduire le menu latéral' })).toBeTruthy();
  });
});
