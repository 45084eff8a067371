import { z } from 'zod';
import { CLINIC_ACCESS_MESSAGES } from './clinic-access-texts.ts';
import { MESSAGES } from '../messages.ts';

/**
 * Clinic access by network (docs/product/clinic-access.md): the request schemas of the
 * dashboard's registration dialog and of network activation, plus (re-exported) the texts,
 * constants and answer types both sides agree on. Pages that must not download zod import
 * clinic-access-texts.ts instead.
 */
export * from './clinic-access-texts.ts';
export { clinicDetailsSchema, clinicRegisterRequestSchema, clinicRegisterSchema, verificationCodeSchema, type ClinicRegisterInput } from '../validation.ts';

/** POST /api/clinic/send-verification: the e-mail rules are the dialog's own. */
export const sendVerificationSchema = z.strictObject({
  email: z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
});

/** POST /api/clinic/activate */
export const activateNetworkSchema = z.strictObject({
  accessCode: z
    .string({ error: CLINIC_ACCESS_MESSAGES.clinicAccessCodeRequired })
    .trim()
    .min(1, CLINIC_ACCESS_MESSAGES.clinicAccessCodeRequired)
    .max(256, 'The access code is too long'),
});
