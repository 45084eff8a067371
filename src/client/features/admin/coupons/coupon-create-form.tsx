import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { MESSAGES } from '#shared/messages.js';
import { createCoupon } from './coupons-api.ts';
import { couponBody, EMPTY_COUPON_FORM, type CouponFormValues } from './coupon-form-values.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

type Errors = Partial<Record<keyof CouponFormValues, string>>;

/** Today as YYYY-MM-DD on this computer: the earliest day the date picker offers. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Upper case as the admin types, keeping the caret where it was. */
function upperCased(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  requestAnimationFrame(() => input.setSelectionRange(selectionStart, selectionEnd));
  return input.value.toUpperCase();
}

/** Coupon create (docs/product/limits.md). The expiry is a calendar day; the server ends it at midnight, provider time. */
export function CouponCreateForm() {
  const { t } = useT();
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const create = useAdminMutation({
    mutationFn: createCoupon,
    texts: { success: t('admin-coupons.create.success'), failure: t('admin-coupons.create.failure') },
    invalidates: [queryKeys.admin.coupons],
    onSuccess: () => setValues(EMPTY_COUPON_FORM),
  });
  const set = (field: keyof CouponFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!values.code.trim()) missing.code = MESSAGES.couponRequired;
    if (!values.expiresAt) missing.expiresAt = MESSAGES.couponRequired;
    const result = couponBody(values, t);
    if (!result.ok) {
      setErrors({ ...missing, [result.field]: result.message });
      return;
    }
    setErrors({});
    create.mutate(result.body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <FormField label={t('admin-coupons.form.code')} error={errors.code} hint={t('admin-coupons.form.codeHint')} required>
        {(control) => (
          <Input
            {...control}
            value={values.code}
            onChange={(event) => set('code')(upperCased(event))}
            placeholder={t('admin-coupons.form.codePlaceholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            className="font-mono tracking-wide"
          />
        )}
      </FormField>
      <FormField label={t('admin-coupons.form.expiresAt')} error={errors.expiresAt} hint={t('admin-coupons.form.expiresAtHint')} required>
        {(control) => <Input {...control} type="date" min={today()} value={values.expiresAt} onChange={(event) => set('expiresAt')(event.target.value)} />}
      </FormField>
      <FormField label={t('admin-coupons.form.trialMonths')} hint={t('admin-coupons.form.trialMonthsHint')}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            placeholder="12"
            value={values.trialDurationMonths}
            onChange={(event) => set('trialDurationMonths')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('admin-coupons.form.usageLimit')} error={errors.usageLimit} hint={t('admin-coupons.form.usageLimitHint')} optional>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('admin-coupons.form.usageLimitPlaceholder')}
            value={values.usageLimit}
            onChange={(event) => set('usageLimit')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('admin-coupons.form.description')} optional className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            placeholder={t('admin-coupons.form.descriptionPlaceholder')}
            maxLength={500}
          />
        )}
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" pending={create.isPending} icon={Plus} className="w-full sm:w-auto">
          {t('admin-coupons.form.submit')}
        </Button>
      </div>
    </form>
  );
}
