import { z } from 'zod';
import { ALERT_MAX_SERVICES, ALERT_MESSAGES } from '../../../shared/alerts.ts';
import { MESSAGES } from '../../../shared/messages.ts';

/** The alert routes' request shapes; only the server validates with zod (the dashboard stays zod-free). */
const email = z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));

const serviceIds = z
  .array(z.uuid(ALERT_MESSAGES.unknownService), { error: ALERT_MESSAGES.selectService })
  .min(1, ALERT_MESSAGES.selectService)
  .max(ALERT_MAX_SERVICES, ALERT_MESSAGES.tooManyServices);

export const alertSubscribeSchema = z.strictObject({
  email,
  serviceIds,
  consent: z.literal(true, { error: ALERT_MESSAGES.consentRequired }),
});

/** Tokens are base64url (plus the confirm token's issue time); anything else is refused before a look-up. */
const token = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const confirmBodySchema = z.strictObject({ token: token(ALERT_MESSAGES.confirmInvalid) });

export const tokenQuerySchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid) });

/**
 * The unsubscribe POST comes from our page (JSON with the token) or, per RFC 8058, from a mail
 * provider: the token in the query and a form body `List-Unsubscribe=One-Click`.
 */
export const unsubscribeQuerySchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid).optional() });
// Not strict: a mail provider that adds a field must still unsubscribe its reader (CASL).
export const unsubscribeBodySchema = z
  .object({
    token: token(ALERT_MESSAGES.unsubscribeInvalid).optional(),
    'List-Unsubscribe': z.string().max(100, 'List-Unsubscribe should be One-Click.').optional(),
  })
  .nullish();

export const preferencesBodySchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid), serviceIds });
