import { z } from 'zod';
import type { ServiceHistory } from '#shared/status/history.js';
import { SERVICE_STATUSES, SERVICE_TYPES } from '#shared/status/services.js';
import { answers, isoTime, noContent } from '#server/lib/http/answers.js';

// Any string: an id that is not a UUID is simply a service that does not exist (404, not 400).
export const historyParamsSchema = z.strictObject({ id: z.string() });

const status = z.enum(SERVICE_STATUSES);
const percent = z.number().nullable().describe('Percent of the window, null without data');
const windowFigures = z.object({ '24h': percent, '7d': percent, '30d': percent, '90d': percent });
const minutes = (what: string) => z.number().int().min(0).describe(what);
const windowSummary = z.object({
  complete: z.boolean().describe('Whether the history reaches back to the start of the window (within an hour); if not, the board shows "Not enough data yet"'),
  dataMinutes: minutes('Minutes of the window with a known status'),
  offlineMinutes: minutes('Minutes offline in the window (at least 1 when there was any downtime)'),
  warningMinutes: minutes('Minutes with issues in the window (at least 1 when there were any)'),
});
const windowSummaries = z.object({ '24h': windowSummary, '7d': windowSummary, '30d': windowSummary, '90d': windowSummary });
const day = z.string().describe('A calendar day in the provider time zone, YYYY-MM-DD');

const history: z.ZodType<ServiceHistory> = z.object({
  service: z.object({ id: z.string(), name: z.string(), type: z.enum(SERVICE_TYPES), status, monitored: z.boolean(), createdAt: isoTime }),
  uptime: windowFigures,
  degraded: windowFigures,
  windows: windowSummaries,
  days: z.array(z.object({ date: day, worst: z.enum([...SERVICE_STATUSES, 'nodata']), offlineMinutes: z.number(), warningMinutes: z.number() })),
  responseTimes: z.array(z.object({ hourStart: isoTime, avgMs: z.number(), maxMs: z.number() })),
  dailyResponseTimes: z.array(z.object({ date: day, avgMs: z.number(), maxMs: z.number() })),
  recentChanges: z.array(z.object({ at: isoTime, from: status.nullable(), to: status, cause: z.string() })),
});

export const historyAnswers = answers({ 200: history, 304: noContent.describe('Not modified: the ETag still holds') });
