import { describe, expect, it } from 'vitest';
import { adviceLines, overallSummary, shortAdvice } from './board-status.ts';
import type { Service } from './services.ts';

const down = (over: Partial<Service>): Service => ({ id: 'x', name: 'Manulife', type: 'insurance', status: 'offline', source: 'manual', ...over });

describe('the banner’s advice in French', () => {
  it('gives a French reader the provider’s French of the same text, and the English marked where there is none', () => {
    const services = [
      down({ id: 'a', name: 'Manulife', guidance: 'Hold claims. Resend later.', guidanceFr: 'Retenez les réclamations. Renvoyez-les plus tard.' }),
      down({ id: 'b', name: 'Sun Life', guidance: 'Call the insurer.' }),
      down({
        id: 'c',
        name: 'Telus',
        type: 'internet',
        whatToDo: 'Use a hotspot.',
        whatToDoFr: 'Utilisez un point d’accès mobile.',
        guidance: 'Restart.',
        guidanceFr: 'Redémarrez.',
      }),
    ];
    const summary = overallSummary(services);
    const french = adviceLines(summary, new Set(), 'fr-CA');
    expect(french.map(({ text, englishOnly }) => ({ text, englishOnly }))).toEqual(
      expect.arrayContaining([
        { text: 'Retenez les réclamations.', englishOnly: undefined },
        { text: 'Call the insurer.', englishOnly: true },
        { text: 'Utilisez un point d’accès mobile.', englishOnly: undefined },
      ]),
    );
    // English readers see what they always did.
    const english = adviceLines(summary);
    expect(english.map((line) => line.text)).toEqual(expect.arrayContaining(['Hold claims.', 'Call the insurer.', 'Use a hotspot.']));
    expect(english.some((line) => 'englishOnly' in line)).toBe(false);
  });

  it('cuts French advice after its first sentence, even one starting with an accented capital', () => {
    expect(shortAdvice('Retenez les réclamations. À midi, renvoyez-les.')).toBe('Retenez les réclamations.');
  });
});
