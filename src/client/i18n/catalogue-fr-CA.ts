import { mergeCatalogues } from './merge-catalogues.ts';

/**
 * The public pages' messages in French, compiled at build: every area but the admin panel's (admin-*),
 * the server's (server-*), and those kept for later (<area>.later.json and the later pages' areas: later-catalogue-fr-CA.ts).
 */
export default mergeCatalogues(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../shared/i18n/catalogues/fr-CA/*.json',
      '!../../shared/i18n/catalogues/fr-CA/admin-*.json',
      '!../../shared/i18n/catalogues/fr-CA/server-*.json',
      '!../../shared/i18n/catalogues/fr-CA/legal.json',
      '!../../shared/i18n/catalogues/fr-CA/contact.json',
      '!../../shared/i18n/catalogues/fr-CA/signin.json',
      '!../../shared/i18n/catalogues/fr-CA/*.later.json',
    ],
    { eager: true, import: 'default' },
  ),
);
