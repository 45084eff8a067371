// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { installAutoFocus } from './preact-autofocus.ts';

installAutoFocus();

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function Steps({ step, objectRef, callbackSeen }: { step: number; objectRef?: { current: HTMLButtonElement | null }; callbackSeen?: Element[] }) {
  const [count, setCount] = useState(0);
  return step === 1 ? (
    <button type="button" onClick={() => setCount(count + 1)}>
      Next {count}
    </button>
  ) : (
    <div>
      <input aria-label="Other" />
      <button type="button" autoFocus ref={objectRef ?? ((element: HTMLButtonElement | null) => void (element && callbackSeen?.push(element)))}>
        Continue
      </button>
    </div>
  );
}

describe('installAutoFocus (the shipped client runs on Preact)', () => {
  const host = document.createElement('div');
  document.body.append(host);
  afterEach(() => render(null, host));

  it('focuses an element rendered with autoFocus when it mounts after the page loaded, as React does', async () => {
    const objectRef = { current: null as HTMLButtonElement | null };
    render(<Steps step={1} objectRef={objectRef} />, host);
    (host.querySelector('button') as HTMLButtonElement).focus();
    render(<Steps step={2} objectRef={objectRef} />, host);
    await settle();
    expect(document.activeElement?.textContent).toBe('Continue');
    expect(objectRef.current).toBe(document.activeElement);
  });

  it('focuses it once: a re-render does not pull the focus back', async () => {
    const seen: Element[] = [];
    render(<Steps step={2} callbackSeen={seen} />, host);
    await settle();
    const other = host.querySelector('input') as HTMLInputElement;
    other.focus();
    render(<Steps step={2} callbackSeen={seen} />, host);
    await settle();
    expect(document.activeElement).toBe(other);
    expect(seen[0]?.textContent).toBe('Continue');
  });
});
