import { z } from 'zod';
import { MESSAGES } from '#shared/messages.js';
import type { AlertConfirmed } from '#shared/subscribers/alerts.js';
import { answers, messageAnswer } from '#server/lib/http/answers.js';

/** The request and answer shapes of the ways to "Your status alerts": the confirmation's answer and the mailed link. */
export const manageLinkBodySchema = z.strictObject({ email: z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)) });

const alertConfirmed: z.ZodType<AlertConfirmed> = z.object({
  message: z.string(),
  manageToken: z.string().describe('The token of the link to "Your status alerts", the same one every alert mail carries'),
});

export const alertConfirmedAnswers = answers({ 200: alertConfirmed });
export const manageLinkAnswers = answers({ 202: messageAnswer });
