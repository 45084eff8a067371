// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tip } from './tooltip.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function button(top = 300) {
  render(
    <Tip label="Switch to the dark theme">
      <button type="button" aria-label="Theme">
        T
      </button>
    </Tip>,
  );
  const trigger = screen.getByRole('button', { name: 'Theme' });
  trigger.getBoundingClientRect = () =>
    ({ top, bottom: top + 40, left: 100, right: 140, width: 40, height: 40, x: 100, y: top, toJSON: () => ({}) }) as DOMRect;
  return trigger;
}

describe('Tip', () => {
  it('opens 700 ms after the pointer arrives, describes its trigger, and closes when it leaves or on Escape', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const trigger = button();
    fireEvent.pointerEnter(trigger);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Switch to the dark theme');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);

    // Within 300 ms of one closing, the next opens at once.
    fireEvent.pointerEnter(trigger);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerLeave(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('goes below its trigger when the top of the screen leaves no room', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const trigger = button(8);
    fireEvent.pointerEnter(trigger);
    act(() => vi.advanceTimersByTime(700));
    const tip = screen.getByRole('tooltip');
    expect(tip.style.transform).toBe('translate(-50%, 0)');
    expect(tip.style.top).toBe('54px');
  });
});
