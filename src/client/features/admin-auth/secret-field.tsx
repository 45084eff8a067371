import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '#client/components/ui/input.tsx';
import { Tip } from '#client/components/ui/tooltip.tsx';

type SecretInputProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  /** The toggle's name, in the page's language ("Show access code"): one fixed name, with a pressed state. */
  showLabel: string;
  /** Its tooltip while the secret shows ("Hide access code"). */
  hideLabel: string;
};

/** A password field with a labelled show/hide toggle; clicking it leaves the focus in the field. */
export function SecretInput({ showLabel, hideLabel, className, ...props }: SecretInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={`pr-12 ${className ?? ''}`} />
      <Tip label={visible ? hideLabel : showLabel}>
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(event) => event.preventDefault()}
          // One fixed name and a pressed state: screen readers hear "Show access code, toggle button, pressed".
          aria-label={showLabel}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      </Tip>
    </div>
  );
}
