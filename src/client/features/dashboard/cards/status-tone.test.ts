import { describe, expect, it } from 'vitest';
import { CARD_TONE, TILE_TONE } from './status-tone.ts';

const background = (classes: string) => classes.split(' ').find((c) => c.startsWith('bg-'));

describe('card tones (green, yellow and red cards)', () => {
  it('tint the whole card in its state’s hue, calm green when online, never plain white', () => {
    for (const tones of [CARD_TONE, TILE_TONE]) {
      expect(background(tones.online)).toMatch(/^bg-emerald-50/);
      expect(background(tones.warning)).toMatch(/^bg-amber-50/);
      expect(background(tones.offline)).toMatch(/^bg-red-50/);
      // Green is earned: a service nobody checks is tinted neutral, not green.
      expect(background(tones.unmonitored)).toMatch(/^bg-slate-50/);
      for (const classes of Object.values(tones)) expect(background(classes)).not.toBe('bg-white');
    }
  });
});
