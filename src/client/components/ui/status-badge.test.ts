import { describe, expect, it } from 'vitest';
import { DISPLAY_STATE_LABEL } from '#shared/status/board-status.js';
import { STATUS_ICON } from './status-badge.tsx';

describe('status states', () => {
  it('each has its own icon and its own word, so none is told apart by colour alone (red-green colour blindness, dark mode)', () => {
    const states = Object.keys(DISPLAY_STATE_LABEL) as (keyof typeof DISPLAY_STATE_LABEL)[];
    expect(new Set(states.map((s) => STATUS_ICON[s])).size).toBe(states.length);
    expect(new Set(states.map((s) => DISPLAY_STATE_LABEL[s])).size).toBe(states.length);
  });
});
