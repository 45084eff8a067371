import { z } from 'zod';
import { CLINIC_VIEW_MESSAGES, MAX_CLINIC_PICKS, type ClinicView, type ClinicViewResponse } from '#shared/onboarding/clinic-view.js';
import { CONNECTIVITY_STATES } from '#shared/onboarding/heartbeat.js';
import { answers, isoTime } from '#server/lib/http/answers.js';

/** "Your clinic": its request and answer shapes (the dashboard stays zod-free). */
export const clinicPicksSchema = z.strictObject({
  serviceIds: z
    .array(z.uuid(CLINIC_VIEW_MESSAGES.unknownService), { error: CLINIC_VIEW_MESSAGES.unknownService })
    .max(MAX_CLINIC_PICKS, CLINIC_VIEW_MESSAGES.tooManyPicks)
    .refine((ids) => new Set(ids).size === ids.length, CLINIC_VIEW_MESSAGES.pickedTwice),
});

const clinicView: z.ZodType<ClinicView> = z.object({
  clinicName: z.string(),
  recognisedBy: z.enum(['network', 'account']),
  connection: z.object({
    onNetworkNow: z.boolean(),
    state: z.enum(CONNECTIVITY_STATES),
    lastSeen: isoTime.nullable(),
    silentMinutes: z.number().int(),
  }),
  serviceIds: z.array(z.string()),
});

const clinicViewResponse: z.ZodType<ClinicViewResponse> = z.object({ clinic: clinicView.nullable() });

export const clinicViewAnswers = answers({ 200: clinicViewResponse });
