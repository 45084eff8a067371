/** Defensive reading of a vendor's JSON: anything may be missing or of another type. */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An http(s) address (resolved against `base`), or null: a vendor's "javascript:" link is not kept. */
export function webLink(value: unknown, base?: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function dateOf(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Whether a window's end has passed; a window without an end never has. */
export const hasEnded = (endsAt: Date | null, now: Date) => endsAt !== null && endsAt <= now;
