import { z } from 'zod';
import { CONNECTIVITY_STATES, type ClinicConnectivityState, type ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { answers, isoTime } from '#server/lib/http/answers.js';

const state = z.enum(CONNECTIVITY_STATES as [ClinicConnectivityState, ...ClinicConnectivityState[]]);

const report: z.ZodType<ClinicHeartbeatReport> = z.object({
  now: isoTime.describe("The server's time of the answer: minutes and 'ago' are relative to it"),
  businessHoursNow: z.boolean(),
  silentMinutes: z.number().int(),
  businessHours: z.string().describe('For display, such as Mon-Fri 08:00-17:00 America/Edmonton'),
  businessHoursFr: z.string().describe('The same in French, such as lun.-ven. de 8 h à 17 h HAR'),
  clinics: z.array(
    z.object({
      id: z.string(),
      clinicName: z.string(),
      ipAddress: z.string(),
      lastSeen: isoTime.nullable(),
      state,
      silentForMinutes: z.number().int().nullable(),
    }),
  ),
  counts: z.object({
    online: z.number().int(),
    silent: z.number().int(),
    'not-seen-today': z.number().int(),
    closed: z.number().int(),
    never: z.number().int(),
  }),
  cluster: z
    .object({
      count: z.number().int(),
      from: isoTime,
      to: isoTime,
      clinics: z.array(z.object({ id: z.string(), clinicName: z.string(), ipAddress: z.string() })),
      sharedNetworks: z.array(z.object({ prefix: z.string(), count: z.number().int() })),
    })
    .nullable(),
});

export const heartbeatReportAnswers = answers({ 200: report });
