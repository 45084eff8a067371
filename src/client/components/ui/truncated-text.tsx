import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Tip } from './tooltip.tsx';

/**
 * One line, cut with an ellipsis when it does not fit. Only when it is cut does it become a tab
 * stop with the whole text in a tooltip (hover and keyboard focus), so whole texts add no stops.
 */
export function TruncatedText({ text, children, className }: { text: string; children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const span = (
    <span
      ref={ref}
      tabIndex={cut ? 0 : undefined}
      className={cn('min-w-0 truncate', cut && 'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)}
    >
      {children ?? text}
    </span>
  );
  return cut ? <Tip label={<span className="break-all">{text}</span>}>{span}</Tip> : span;
}
