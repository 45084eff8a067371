import { useEffect, useId, useRef, useState, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP } from '#shared/constants.js';

type Side = 'top' | 'right' | 'bottom' | 'left';
const GAP_PX = 6;

// One tooltip at a time, app-wide: when one closes, the next opens without the wait for a while.
const shared: { lastClosedAt: number; closeOpen: (() => void) | null } = { lastClosedAt: Number.NEGATIVE_INFINITY, closeOpen: null };

/**
 * A short label shown on hover after 700 ms (at once within 300 ms of another closing) and at
 * once on keyboard focus; Escape, leaving, blurring or pressing hides it. For icon-only
 * controls and names cut short; never the only place a fact lives. The trigger is wrapped in a
 * box-less span that listens for it, so the child keeps its own props and ref.
 */
export function Tip({ label, children, side = 'top' }: { label: ReactNode; children: ReactElement; side?: Side }) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [place, setPlace] = useState<{ left: number; top: number; side: Side } | null>(null);
  const triggerOf = () => wrapper.current?.firstElementChild ?? null;

  const hide = () => {
    window.clearTimeout(timer.current);
    setPlace((current) => {
      if (current) shared.lastClosedAt = performance.now();
      return null;
    });
  };
  const show = () => {
    const element = triggerOf();
    if (!element) return;
    if (shared.closeOpen && shared.closeOpen !== hide) shared.closeOpen();
    shared.closeOpen = hide;
    setPlace(anchor(element.getBoundingClientRect(), side));
  };

  useEffect(() => {
    if (!place) return;
    const element = triggerOf();
    const described = element?.getAttribute('aria-describedby');
    element?.setAttribute('aria-describedby', [described, id].filter(Boolean).join(' '));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', hide, true);
    return () => {
      if (described) element?.setAttribute('aria-describedby', described);
      else element?.removeAttribute('aria-describedby');
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', hide, true);
      if (shared.closeOpen === hide) shared.closeOpen = null;
    };
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <>
      <span
        ref={wrapper}
        className="contents"
        onPointerEnter={() => {
          window.clearTimeout(timer.current);
          const wait = performance.now() - shared.lastClosedAt < TOOLTIP.skipDelayMs ? 0 : TOOLTIP.delayMs;
          timer.current = window.setTimeout(show, wait);
        }}
        onPointerLeave={hide}
        onPointerDown={hide}
        onFocus={(event: FocusEvent<HTMLSpanElement>) => {
          if (event.target === triggerOf() && event.target.matches(':focus-visible')) show();
        }}
        onBlur={hide}
      >
        {children}
      </span>
      {place &&
        createPortal(
          <div
            role="tooltip"
            id={id}
            style={{ left: place.left, top: place.top, transform: TRANSFORM[place.side] }}
            className="pointer-events-none fixed z-50 w-max max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 font-medium text-white shadow-lg select-none"
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}

const TRANSFORM: Record<Side, string> = {
  top: 'translate(-50%, -100%)',
  bottom: 'translate(-50%, 0)',
  left: 'translate(-100%, -50%)',
  right: 'translate(0, -50%)',
};

/** Room a tooltip needs beside its trigger before it goes to the other side instead. */
const ROOM_PX = 44;

/** The side to use: the one asked for, or its opposite when the screen's edge is too close. */
function sideWithRoom(rect: DOMRect, side: Side): Side {
  if (side === 'top' && rect.top < ROOM_PX) return 'bottom';
  if (side === 'bottom' && window.innerHeight - rect.bottom < ROOM_PX) return 'top';
  if (side === 'left' && rect.left < ROOM_PX * 3) return 'right';
  if (side === 'right' && window.innerWidth - rect.right < ROOM_PX * 3) return 'left';
  return side;
}

/** The point the tooltip hangs from, beside the trigger, kept off the screen's edges. */
function anchor(rect: DOMRect, asked: Side): { left: number; top: number; side: Side } {
  const side = sideWithRoom(rect, asked);
  const margin = 8;
  const clampX = (x: number) => Math.min(Math.max(x, margin + 40), window.innerWidth - margin - 40);
  switch (side) {
    case 'top':
      return { side, left: clampX(rect.left + rect.width / 2), top: rect.top - GAP_PX };
    case 'bottom':
      return { side, left: clampX(rect.left + rect.width / 2), top: rect.bottom + GAP_PX };
    case 'left':
      return { side, left: rect.left - GAP_PX, top: rect.top + rect.height / 2 };
    case 'right':
      return { side, left: rect.right + GAP_PX, top: rect.top + rect.height / 2 };
  }
}
