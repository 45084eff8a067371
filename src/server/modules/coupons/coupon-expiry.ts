import { z } from 'zod';
import { AppError } from '#server/lib/errors.js';
import { MESSAGES } from '#shared/validation.js';
import { INPUT_MESSAGES, isBusinessDate } from '#shared/input-rules.js';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The coupon form sends a calendar day ('2026-12-31'); an API caller may send a full ISO time.
 * The day is kept as text here: only the service knows the provider's time zone.
 */
export const couponExpiresAtSchema = z.union([z.string(), z.number()], { error: MESSAGES.couponRequired }).transform((value, ctx): string | Date => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    const day = value.trim();
    // Not a real calendar day (2026-02-30) is the service's to say; a real one must be in range.
    const noon = new Date(`${day}T12:00:00Z`);
    return Number.isNaN(noon.getTime()) || isBusinessDate(noon) ? day : fail(INPUT_MESSAGES.businessDate('The expiry date'));
  }
  if (value === '') return fail(MESSAGES.couponRequired);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return fail(MESSAGES.couponRequired);
  return isBusinessDate(at) ? at : fail(INPUT_MESSAGES.businessDate('The expiry date'));
});

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at`, in ms. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The last millisecond of calendar day `date` (YYYY-MM-DD) in `timeZone`: a coupon that
 * "expires on Dec 31" works all of Dec 31 where the clinics are, not until 6 p.m. the day before.
 * Null when the text is not a real calendar day.
 */
export function endOfDayIn(date: string, timeZone: string): Date | null {
  const match = DATE_ONLY.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asUtc = new Date(Date.UTC(year, month - 1, day));
  if (asUtc.getUTCFullYear() !== year || asUtc.getUTCMonth() !== month - 1 || asUtc.getUTCDate() !== day) return null;
  const nextMidnightWall = Date.UTC(year, month - 1, day + 1);
  // Two passes: the offset at the first guess may differ from the one at the answer across a DST change.
  let instant = nextMidnightWall - zoneOffsetMs(nextMidnightWall, timeZone);
  instant = nextMidnightWall - zoneOffsetMs(instant, timeZone);
  return new Date(instant - 1);
}

/** The instant a coupon stops working: a calendar day ends in `timeZone`; a full time is taken as given. */
export function resolveCouponExpiry(value: string | Date, timeZone: string): Date {
  if (value instanceof Date) return value;
  const end = endOfDayIn(value, timeZone);
  if (!end) {
    const message = 'Enter a real calendar date for the expiration date.';
    throw new AppError('validation', message, { issues: [{ path: 'expiresAt', message }] });
  }
  return end;
}
