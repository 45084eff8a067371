import { describe, expect, it } from 'vitest';
import { testI18n } from '#tests/support/render-widget.tsx';
import { translation } from '#client/i18n/use-t.ts';
import { VENDOR_UNKNOWN_REASONS } from '#shared/status/vendor-status.js';
import { SET_BY_PROVIDER } from '#shared/status/services.js';
import { setByText, unknownReasonText } from './board-words.ts';

/** The polled answers carry a few fixed English words, the same for every caller: the board shows them in the reader's language. */
describe('the server’s fixed words on the board', () => {
  const { t: english } = translation(testI18n('en-CA'));
  const { t: french } = translation(testI18n('fr-CA'));

  it('reads each reason a vendor-followed service has no status, as sent in English and in French', () => {
    for (const reason of Object.values(VENDOR_UNKNOWN_REASONS)) {
      expect(unknownReasonText(reason, english)).toBe(reason);
      expect(unknownReasonText(reason, french)).not.toBe(reason);
    }
    expect(unknownReasonText(VENDOR_UNKNOWN_REASONS.failing, french)).toBe('La page d’état de l’exploitant ne répond pas.');
  });

  it('names who set a status by hand in the reader’s language, and passes other words through', () => {
    expect(setByText(SET_BY_PROVIDER, english)).toBe('Set by the provider');
    expect(setByText(SET_BY_PROVIDER, french)).toBe('Fixé par le fournisseur');
    expect(unknownReasonText('Something new', french)).toBe('Something new');
  });
});
