import { Input, type InputProps } from '#client/components/ui/input.tsx';
import { formatPhoneInput } from '#shared/phone.js';
import { useT } from '#client/i18n/use-t.ts';

/** A phone field that rewrites what is typed as (ddd) ddd-dddd; works with react-hook-form's register(). */
export function PhoneInput({ onChange, ...props }: InputProps) {
  const { t } = useT();
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('registration.field.phonePlaceholder')}
      {...props}
      onChange={(event) => {
        event.target.value = formatPhoneInput(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
