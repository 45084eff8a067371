import { useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface SearchFieldProps {
  /** Accessible name, in the page's language, for example "Search clinics". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A compact search box with a clear button; pair it with useDebouncedValue before querying. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const { t } = useT();
  return (
    <div className={cn('relative w-full sm:w-64', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-8 pl-9 text-sm text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/25 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <Tip label={t('admin-panel.search.clearShort')}>
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('admin-panel.search.clear', { label: label.toLowerCase() })}
            className="absolute top-1/2 right-1.5 grid size-6 -translate-y-1/2 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </Tip>
      )}
    </div>
  );
}

/** The value once it has stopped changing for `delayMs`: one request per pause in typing. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
