/**
 * The languages the product speaks: Canadian English (the default, and the language the product
 * specification quotes) and Canadian French. A person's choice is kept in the `lang` cookie; before
 * they choose, their browser's Accept-Language decides.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-CA';

/** Each language named in itself, as the switch shows it ("EN", "FR") and as screen readers read it. */
export const LOCALE_LABELS: Record<Locale, { short: string; name: string }> = {
  'en-CA': { short: 'EN', name: 'English' },
  'fr-CA': { short: 'FR', name: 'Français' },
};

/** How long the language choice is remembered in the browser. */
export const LANGUAGE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or sent value as one of ours: "fr", "fr-CA", "FR-fr" are French; anything else English. */
export function toLocale(value: string | null | undefined): Locale {
  return value && /^fr\b/i.test(value.trim()) ? 'fr-CA' : DEFAULT_LOCALE;
}

/**
 * The language to answer in: the person's remembered choice when there is one, else the first
 * language of their browser's Accept-Language (by q-value) that we speak, else English.
 */
export function negotiateLocale(choice: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(choice)) return choice;
  for (const tag of preferredLanguages(acceptLanguage ?? '')) {
    const primary = tag.split('-')[0];
    if (primary === 'fr') return 'fr-CA';
    if (primary === 'en') return 'en-CA';
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most wanted first, without those refused (q=0). */
function preferredLanguages(header: string): string[] {
  const ranked: { tag: string; q: number; order: number }[] = [];
  header
    .split(',')
    .slice(0, 20)
    .forEach((part, order) => {
      const [rawTag, ...params] = part.trim().split(';');
      const tag = rawTag?.trim().toLowerCase();
      if (!tag) return;
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      if (!Number.isFinite(q) || q <= 0) return;
      ranked.push({ tag, q, order });
    });
  return ranked.sort((a, b) => b.q - a.q || a.order - b.order).map((r) => r.tag);
}
