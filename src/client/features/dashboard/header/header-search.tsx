import { useState, type FormEvent } from 'react';
import { ArrowRight, Search } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { useT } from '#client/i18n/use-t.ts';

const SEARCH_URL = 'https://www.google.com/search?q=';

/** Opens a web search for the typed text in a new tab; a blank search does nothing. */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useT();
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    window.open(`${SEARCH_URL}${encodeURIComponent(query)}`, '_blank', 'noopener,noreferrer');
  }

  return (
    <form role="search" data-needs-js onSubmit={onSubmit} className={cn('relative flex items-center', className)}>
      <label htmlFor="header-search" className="sr-only">
        {t('board.header.searchWeb')}
      </label>
      <Search className="pointer-events-none absolute left-3 size-4 text-slate-500" aria-hidden />
      <input
        id="header-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('board.header.searchPlaceholder')}
        autoComplete="off"
        className="h-10 w-full rounded-lg border-0 bg-white pr-11 pl-9 text-sm text-slate-900 shadow-sm ring-1 ring-white/30 placeholder:text-slate-500 focus:ring-2 focus:ring-accent-300 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <Tip label={t('board.header.searchWeb')}>
        <button
          type="submit"
          aria-label={t('board.header.search')}
          className="absolute right-1 inline-flex size-8 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50"
        >
          <ArrowRight className="size-4" aria-hidden />
        </button>
      </Tip>
    </form>
  );
}
