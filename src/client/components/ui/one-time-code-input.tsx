import { VERIFICATION_CODE_LENGTH } from '#shared/constants.js';
import { cn } from '#client/lib/cn.ts';
import { Input, type InputProps } from './input.tsx';

type OneTimeCodeInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (code: string) => void;
};

/** The e-mailed 6-digit code: digits only, offered by the browser's one-time-code autofill, large enough to read back. */
export function OneTimeCodeInput({ value, onValueChange, className, ...props }: OneTimeCodeInputProps) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      placeholder="123456"
      className={cn('text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl', className)}
    />
  );
}
