import type { ElementType, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { useT } from './use-t.ts';
import type { Locale } from '#shared/i18n/locales.js';

/**
 * Text the provider writes (service guidance, incident titles and updates, what to do, maintenance,
 * notices) comes in English, with an optional French version beside it. A French reader sees the
 * French when there is one; otherwise the English, in an element marked lang="en" (so screen readers
 * and the browser's translation read it as English) with a small visible "English only" after it.
 * An English reader always sees the English.
 */
export interface ProviderWords {
  /** What to show; '' when there is nothing to show. */
  text: string;
  /** 'en' when English is shown to a French reader; undefined when the text is in the page's language. */
  lang: 'en' | undefined;
  /** The English stands in for French the provider did not write: show the marker. */
  englishOnly: boolean;
}

/** The words to show for one provider text in `locale`: pure, for code that is not a component (it takes the locale). */
export function providerWords(locale: Locale, en: string | null | undefined, fr: string | null | undefined): ProviderWords {
  const english = en?.trim() ? en : '';
  const french = fr?.trim() ? fr : '';
  if (locale === 'fr-CA' && french) return { text: french, lang: undefined, englishOnly: false };
  if (locale !== 'fr-CA' || !english) return { text: english, lang: undefined, englishOnly: false };
  return { text: english, lang: 'en', englishOnly: true };
}

/** The words to show for one provider text in the page's language (see providerWords). */
export function useProviderText(en: string | null | undefined, fr: string | null | undefined): ProviderWords {
  const { locale } = useT();
  return providerWords(locale, en, fr);
}

/** The small visible marker after English shown to a French reader ("En anglais seulement"), in the page's language. */
export function EnglishOnlyMark({ className }: { className?: string }) {
  const { t, locale } = useT();
  return (
    <span
      lang={locale}
      data-english-only=""
      className={cn(
        'ml-1.5 inline-block rounded border border-current/25 px-1 py-px align-middle text-[0.7rem] leading-tight font-medium whitespace-nowrap opacity-80',
        className,
      )}
    >
      {t('common.englishOnly')}
    </span>
  );
}

/**
 * One provider text in the page's language: `<ProviderText en={incident.title} fr={incident.titleFr} />`.
 * `as` is the element that holds it (a span unless told); it carries lang="en" when English stands in
 * for French, with the marker inside it, after the words (the marker says in which language it is).
 * Nothing is drawn when there is nothing in the reader's language or in English.
 */
export function ProviderText({
  en,
  fr,
  as: Tag = 'span',
  className,
  markClassName,
  mark = true,
  children,
}: {
  en: string | null | undefined;
  fr: string | null | undefined;
  as?: ElementType;
  className?: string;
  markClassName?: string;
  /** Whether to draw the marker (a text read with another that carries it needs none of its own). */
  mark?: boolean;
  /** Draws the words (to shorten or format them); the plain text when omitted. */
  children?: (text: string) => ReactNode;
}) {
  const words = useProviderText(en, fr);
  if (!words.text) return null;
  return (
    <Tag lang={words.lang} className={className}>
      {children ? children(words.text) : words.text}
      {mark && words.englishOnly && <EnglishOnlyMark className={markClassName} />}
    </Tag>
  );
}
