import { mergeCatalogues } from './merge-catalogues.ts';

/** The admin panel's own messages in French (admin-*.json), loaded with the panel. */
export default mergeCatalogues(
  import.meta.glob<Record<string, unknown>>('../../shared/i18n/catalogues/fr-CA/admin-*.json', { eager: true, import: 'default' }),
);
