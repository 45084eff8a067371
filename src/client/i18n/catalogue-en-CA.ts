import { mergeCatalogues } from './merge-catalogues.ts';

/**
 * The public pages' messages in English, compiled at build: every area but the admin panel's (admin-*),
 * the server's (server-*), and those kept for later (<area>.later.json and the later pages' areas: later-catalogue-en-CA.ts).
 */
export default mergeCatalogues(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../shared/i18n/catalogues/en-CA/*.json',
      '!../../shared/i18n/catalogues/en-CA/admin-*.json',
      '!../../shared/i18n/catalogues/en-CA/server-*.json',
      '!../../shared/i18n/catalogues/en-CA/legal.json',
      '!../../shared/i18n/catalogues/en-CA/contact.json',
      '!../../shared/i18n/catalogues/en-CA/signin.json',
      '!../../shared/i18n/catalogues/en-CA/*.later.json',
      // In every page already (english-in-every-page.ts).
      '!../../shared/i18n/catalogues/en-CA/validation.json',
      '!../../shared/i18n/catalogues/en-CA/time.json',
    ],
    { eager: true, import: 'default' },
  ),
);
