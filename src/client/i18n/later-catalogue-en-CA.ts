import { mergeCatalogues } from './merge-catalogues.ts';

/** The English messages the first screen does not show: the parts of areas kept for later (<area>.later.json:
 * scripts/first-screen-messages.mjs) and the areas of pages never on the first screen; loaded with the code that shows them. */
export default mergeCatalogues(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../shared/i18n/catalogues/en-CA/*.later.json',
      '../../shared/i18n/catalogues/en-CA/legal.json',
      '../../shared/i18n/catalogues/en-CA/contact.json',
      '../../shared/i18n/catalogues/en-CA/signin.json',
    ],
    { eager: true, import: 'default' },
  ),
);
