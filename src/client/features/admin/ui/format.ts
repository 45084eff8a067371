import { formatBusinessTime } from '#client/lib/business-time.ts';

/** "Nov 21, 2026" in the provider's zone (labelled with it when this browser's clock reads otherwise); an em dash for a missing date. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? formatBusinessTime(iso, 'date') : '—';
}

/** "Nov 21, 2026, 3:04 p.m. MDT" in the provider's zone; an em dash for a missing date. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatBusinessTime(iso, 'dateTime') : '—';
}
