import { cn } from '#client/lib/cn.ts';

export interface PillLook {
  /** The small coloured dot before the label. */
  dot: string;
  /** The pill's border, background and text while it is the chosen one. */
  checked: string;
}

/**
 * A choice as a row of radio pills, each with a coloured dot (impact, stage, priority), the radio
 * itself kept for keyboard and screen readers. `pill` sizes the pills; `dot` the dots.
 */
export function PillRadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  look,
  label,
  className,
  rowClassName = 'flex flex-wrap gap-2',
  pillClassName,
  dotClassName = 'size-2 shrink-0',
}: {
  legend: string;
  name: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  look: Record<V, PillLook>;
  label: (value: V) => string;
  className?: string;
  rowClassName?: string;
  pillClassName: string;
  dotClassName?: string;
}) {
  return (
    <fieldset className={cn('grid content-start gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={rowClassName}>
        {options.map((option) => {
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'cursor-pointer items-center rounded-lg border text-sm font-medium transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/30',
                pillClassName,
                checked ? look[option].checked : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input type="radio" name={name} value={option} checked={checked} onChange={() => onChange(option)} className="sr-only" />
              <span aria-hidden className={cn('rounded-full', dotClassName, look[option].dot)} />
              {label(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
