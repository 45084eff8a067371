import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { TOOLTIP } from '../../../shared/constants.ts';

const SharedProvider = createContext(false);

/**
 * The app's one tooltip provider, with SPEC.md section 9's delays (700 ms to open, 300 ms to
 * skip the wait when moving on from an open tooltip).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      <SharedProvider.Provider value>{children}</SharedProvider.Provider>
    </Tooltip.Provider>
  );
}

/**
 * A short label shown on hover and on keyboard focus, after the delays of SPEC.md section 9
 * (the app's Tooltip.Provider sets them). For icon-only controls, days of the 90-day bar and
 * names cut short; never the only place a fact lives.
 */
export function Tip({ label, children, side = 'top' }: { label: ReactNode; children: ReactElement; side?: 'top' | 'right' | 'bottom' | 'left' }) {
  const tip = <TipRoot label={label} side={side}>{children}</TipRoot>;
  // Rendered on its own (a component in isolation), a tooltip brings its own provider.
  return useContext(SharedProvider) ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}

function TipRoot({ label, children, side }: { label: ReactNode; children: ReactElement; side: 'top' | 'right' | 'bottom' | 'left' }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 font-medium text-white shadow-lg select-none"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900" width={10} height={5} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
