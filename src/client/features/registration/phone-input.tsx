import { Input, type InputProps } from '#client/components/ui/input.tsx';
import { formatPhoneInput } from '#shared/phone.js';

/** A phone field that rewrites what is typed as (ddd) ddd-dddd; works with react-hook-form's register(). */
export function PhoneInput({ onChange, ...props }: InputProps) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(403) 555-0123"
      {...props}
      onChange={(event) => {
        event.target.value = formatPhoneInput(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
