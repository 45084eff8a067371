import { Moon, Sun } from 'lucide-react';
import { chooseTheme, useTheme } from '#client/lib/theme.ts';
import { cn } from '#client/lib/cn.ts';
import { Tip } from './tooltip.tsx';
import { useT } from '#client/i18n/use-t.ts';

const TONE = {
  /** On the navy header band. */
  onBrand: 'text-brand-100 hover:bg-white/10 hover:text-white',
  /** On a page's own surface. */
  plain: 'border border-slate-300 bg-white text-slate-700 shadow-xs hover:border-slate-400 hover:bg-slate-50 hover:text-slate-900',
} as const;

/** Switches between the light and the dark theme; the choice is remembered in this browser. */
export function ThemeToggle({ tone = 'plain', className }: { tone?: keyof typeof TONE; className?: string }) {
  const { t } = useT();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'ui.theme.toDark' : 'ui.theme.toLight');
  return (
    <Tip label={label}>
      <button
        type="button"
        data-needs-js
        aria-label={label}
        onClick={() => chooseTheme(next)}
        className={cn('inline-grid size-10 shrink-0 place-items-center rounded-lg transition-colors', TONE[tone], className)}
      >
        {/* Both icons, chosen by the page's theme class: right from the first paint, before the
            page hydrates (the server draws the light theme's label, not knowing the choice). */}
        <Moon className="size-5 dark:hidden" aria-hidden />
        <Sun className="hidden size-5 dark:block" aria-hidden />
      </button>
    </Tip>
  );
}
