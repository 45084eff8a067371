import type { Locale } from './locales.ts';

/**
 * Numbers, percentages, dates and times as each language writes them, from the runtime's own
 * locale data (Intl): fr-CA writes "99,95 %", "1 234", "27 nov. 2026" and "11 h 14"; en-CA
 * "99.95%", "1,234", "Nov 27, 2026" and "11:14 a.m.". Formatters are kept per language and
 * options, as Intl's are costly to make.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A share written as a percentage: `fraction` 0.9995 is "99.95%" / "99,95 %". */
export function formatPercent(locale: Locale, fraction: number, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits, minimumFractionDigits }).format(fraction);
}

export function formatDateTime(locale: Locale, date: Date, options: Intl.DateTimeFormatOptions): string {
  const text = dateTimeFormat(locale, options).format(date);
  return locale === 'fr-CA' ? firstOfMonthInFrench(text) : text;
}

const FRENCH_MONTH =
  '(?:janv\\.|févr\\.|mars|avr\\.|mai|juin|juil\\.|août|sept\\.|oct\\.|nov\\.|déc\\.|janvier|février|avril|juillet|septembre|octobre|novembre|décembre)';
const FIRST_OF_MONTH = new RegExp(`(^|[^\\d])1([ \\u00a0])(${FRENCH_MONTH})`, 'g');

/** French writes the first of a month as an ordinal, "1er déc." (CLDR's patterns give "1 déc."). */
export function firstOfMonthInFrench(text: string): string {
  return text.replace(FIRST_OF_MONTH, '$11er$2$3');
}
