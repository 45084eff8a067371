import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_COOKIE_DAYS, LOCALES, LOCALE_LABELS, type Locale } from '#shared/i18n/locales.js';
import { writePreferenceCookie } from '#client/lib/preference-cookie.ts';
import { cn } from '#client/lib/cn.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { activateLocale } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/use-t.ts';

const TONE = {
  /** On the navy header band. */
  onBrand: 'text-brand-100 hover:bg-white/10 hover:text-white',
  /** On a page's own surface. */
  plain: 'border border-slate-300 bg-white text-slate-700 shadow-xs hover:border-slate-400 hover:bg-slate-50 hover:text-slate-900',
} as const;

/**
 * The other language, named in itself, as Canadian sites do: "Français" on an English page, "English"
 * on a French one ("FR" / "EN" where the header is narrow). Choosing it draws the page again in that
 * language at once, and a cookie keeps the choice for every later page and visit.
 */
export function LanguageSwitch({ tone = 'plain', className }: { tone?: keyof typeof TONE; className?: string }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const other: Locale = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  const { short, name } = LOCALE_LABELS[other];

  const choose = async () => {
    writePreferenceCookie('language', other, LANGUAGE_COOKIE_DAYS);
    await activateLocale(other);
    // Answers that carry the server's words (errors, notices of your access) come again in the new language.
    void queryClient.invalidateQueries();
  };

  return (
    <Tip label={t('common.language.switchTo')}>
      <button
        type="button"
        lang={other}
        data-needs-js
        onClick={() => void choose()}
        className={cn('inline-flex h-10 shrink-0 items-center rounded-lg px-2.5 text-sm font-semibold transition-colors', TONE[tone], className)}
      >
        {/* Seen as "FR" on a phone, heard as "Français" everywhere: the language named in itself. */}
        <span aria-hidden="true" className="sm:hidden">
          {short}
        </span>
        <span className="sr-only sm:not-sr-only">{name}</span>
      </button>
    </Tip>
  );
}
