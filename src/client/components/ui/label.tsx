import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';

type LabelProps = ComponentProps<'label'> & {
  /** Marks the field as optional in words, so required stays the unmarked default. */
  optional?: boolean;
};

export function Label({ className, optional = false, children, ...props }: LabelProps) {
  const { t } = useT();
  return (
    <label className={cn('block text-sm font-medium text-slate-800', className)} {...props}>
      {children}
      {/* A space, not only a margin: the field's name is read "Coupon code (optional)", not "Coupon code(optional)". */}
      {optional && (
        <>
          {' '}
          <span className="ml-1 font-normal text-slate-500">{t('ui.field.optional')}</span>
        </>
      )}
    </label>
  );
}
