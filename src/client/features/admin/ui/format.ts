import { formatBusinessTime } from '#client/lib/business-time.ts';
import type { BusinessTimeStyle } from '#shared/business-time.js';
import type { Locale } from '#shared/i18n/locales.js';

/** The ways the panel writes a business moment. */
export type AdminTimeStyle = Extract<BusinessTimeStyle, 'date' | 'dateTime' | 'time' | 'monthDayTime'>;

/**
 * A business moment in the provider's zone, as the language writes it: "Nov 21, 2026, 3:04 p.m. MDT",
 * "21 nov. 2026, 15 h 04 HAR" (src/shared/business-time.ts). A time of day names the zone; a date alone
 * only when this browser's clock reads otherwise.
 */
export function formatAdminTime(at: Date | string, style: AdminTimeStyle, locale: Locale = 'en-CA'): string {
  return formatBusinessTime(at, style, locale);
}

/** "Nov 21, 2026" / "21 nov. 2026" in the provider's zone (labelled with it when this browser's clock reads otherwise); an em dash for a missing date. */
export function formatDate(iso: string | null | undefined, locale: Locale = 'en-CA'): string {
  return iso ? formatAdminTime(iso, 'date', locale) : '—';
}

/** "Nov 21, 2026, 3:04 p.m. MDT" / "21 nov. 2026, 15 h 04 HAR" in the provider's zone; an em dash for a missing date. */
export function formatDateTime(iso: string | null | undefined, locale: Locale = 'en-CA'): string {
  return iso ? formatAdminTime(iso, 'dateTime', locale) : '—';
}
