import { z } from 'zod';
import { answers } from '#server/lib/http/answers.js';
import { READINESS_REASONS } from './readiness.ts';

const liveness = z.object({
  status: z.enum(['ok', 'stopping']),
  database: z.enum(['pglite', 'postgres']),
});

const readiness = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['pglite', 'postgres']),
  /** When the database last answered this instance's ping. */
  databaseAnsweredAt: z.string().nullable(),
  timeZoneData: z
    .object({ version: z.string().nullable().describe('IANA release, e.g. 2026c'), zone: z.string() })
    .describe('The time-zone data this process writes times with (TIMEZONE), checked at start'),
  reasons: z
    .array(z.enum(Object.values(READINESS_REASONS)))
    .describe('Why the instance cannot serve now, in fixed words (the details are in its log); empty when ready'),
});

export const healthAnswers = answers({ 200: liveness, 503: liveness.describe('The instance is stopping') });
export const readinessAnswers = answers({ 200: readiness, 503: readiness.describe('Not ready: see reasons') });
