// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { createI18n } from '#client/i18n/i18n.ts';
import { translation } from '#client/i18n/use-t.ts';
import type { AuditLogRow } from '#shared/admin/audit.js';
import { actionLabel, groupActions } from './audit-labels.ts';
import { AuditLogWidget } from './audit-log-widget.tsx';

const french = translation(createI18n('fr-CA', frenchAdmin));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  const rows: AuditLogRow[] = [
    {
      id: 'a1',
      actor: 'admin@fournisseur.ca',
      action: 'coupon.create',
      target: 'coupon:QUEBEC2026',
      ipAddress: '198.51.100.7',
      details: null,
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
    {
      id: 'a2',
      actor: 'anonymous',
      action: 'admin.sign-in.failure',
      target: null,
      ipAddress: null,
      details: null,
      createdAt: new Date(Date.now() - 3600_000).toISOString(),
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      input.includes('/actions') ? json(['coupon.create', 'admin.sign-in.failure', 'sign-out']) : json({ items: rows, total: 2, page: 1, pageSize: 5 }),
    ),
  );
});
cleanUpAfterEach();

describe('the audit log in French', () => {
  it('names actions and their groups in French', () => {
    expect(actionLabel('coupon.create', french.t)).toBe('Code promotionnel créé');
    expect(actionLabel('something.new', french.t)).toBeUndefined();
    const { groups } = groupActions(['coupon.create', 'whitelist.add', 'admin.sign-out'], french);
    expect(groups.map((g) => g.label)).toEqual(['Codes promotionnels', 'Liste blanche d’IP', 'Panneau d’administration']);
  });

  it('lists the entries and the action filter in French', async () => {
    renderWithApp(<AuditLogWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Entrées du journal d’audit, de la plus récente à la plus ancienne' });
    const entry = within(list).getByText('Code promotionnel créé').closest('li')!;
    expect(screen.getByRole('heading', { name: 'Journal d’audit' })).toBeTruthy();
    expect(within(entry).getByText('Il y a 5 min')).toBeTruthy();
    expect(entry.textContent).toContain('Par admin@fournisseur.ca');
    expect(entry.textContent).toContain('Cible\u00a0: coupon:QUEBEC2026');
    const failure = within(list).getByText('Échec de connexion au panneau d’administration').closest('p')!;
    expect(failure.textContent).toBe('Échec de connexion au panneau d’administration (échec)');
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans le journal d’audit' })).toBeTruthy();

    const filter = screen.getByRole('combobox', { name: 'Filtrer par action' });
    await within(filter).findByRole('option', { name: 'Code promotionnel créé' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Toutes les actions',
      'Toutes les actions (codes promotionnels)',
      'Code promotionnel créé',
      'Toutes les actions (panneau d’administration)',
      'Échec de connexion au panneau d’administration',
      'Déconnexion',
    ]);
  });
});
