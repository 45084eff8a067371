import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_COOKIE_DAYS, LOCALES, LOCALE_LABELS, type Locale } from '#shared/i18n/locales.js';
import { writePreferenceCookie } from '#client/lib/preference-cookie.ts';
import { cn } from '#client/lib/cn.ts';
import { activateLocale } from './i18n.ts';
import { useT } from './use-t.ts';

const TONE = {
  /** On the navy header band. */
  onBrand: { group: 'border-white/25', idle: 'text-brand-100 hover:bg-white/10 hover:text-white', chosen: 'bg-white text-brand-900' },
  /** On a page's own surface. */
  plain: { group: 'border-slate-300 bg-white shadow-xs', idle: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900', chosen: 'bg-brand-900 text-white' },
} as const;

/**
 * English or French, side by side ("EN | FR"), the language in use pressed. Choosing one draws the
 * page again in it at once, and a cookie keeps the choice for every later page and visit.
 */
export function LanguageSwitch({ tone = 'plain', className }: { tone?: keyof typeof TONE; className?: string }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const colours = TONE[tone];

  const choose = async (next: Locale) => {
    if (next === locale) return;
    writePreferenceCookie('language', next, LANGUAGE_COOKIE_DAYS);
    await activateLocale(next);
    // Answers that carry the server's words (errors, notices of your access) come again in the new language.
    void queryClient.invalidateQueries();
  };

  return (
    <div
      role="group"
      aria-label={t('common.language.switch')}
      data-needs-js
      className={cn('inline-flex shrink-0 rounded-lg border p-0.5', colours.group, className)}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          aria-label={LOCALE_LABELS[option].name}
          onClick={() => void choose(option)}
          className={cn(
            'min-w-9 rounded-md px-2 py-1.5 text-xs font-semibold tracking-wide transition-colors',
            option === locale ? colours.chosen : colours.idle,
          )}
        >
          {LOCALE_LABELS[option].short}
        </button>
      ))}
    </div>
  );
}
