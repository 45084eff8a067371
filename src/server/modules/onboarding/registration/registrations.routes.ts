import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import {
  clinicRegistrationSchema,
  registrationListQuerySchema,
  REGISTRATION_MESSAGES,
  rejectRegistrationSchema,
  verifyEmailSchema,
  type EmailVerifiedResponse,
  type RegistrationApprovedResponse,
  type RegistrationStatus,
  type RegistrationSubmittedResponse,
} from '#shared/onboarding/registration.js';
import type { RegistrationDeps } from './registration-deps.ts';
import { submitRegistration, verifyRegistrationEmail } from './registration.service.ts';
import { listRegistrations, rejectRegistration } from './registration-review.service.ts';
import { approveRegistration, resendClinicAccessCode } from './registration-approval.service.ts';
import { adminActorOf } from '#server/modules/admin-auth/index.js';
import { idParams } from '#server/lib/http/answers.js';
import {
  emailVerifiedAnswers,
  registrationApprovedAnswers,
  registrationListAnswers,
  registrationMessageAnswers,
  registrationSubmittedAnswers,
} from './registrations.schemas.ts';

/** The /register page's calls, the e-mail verification link, and the provider's review. */
export const registrationRoutes: FastifyPluginAsync<RegistrationDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/clinic-registrations',
    // A coarse per-instance cap against floods; the real limit is the database-backed one.
    {
      schema: {
        summary: 'Ask to register a clinic: mails a link to verify its address',
        body: clinicRegistrationSchema,
        response: registrationSubmittedAnswers,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { id } = await submitRegistration(deps, request.body, requestContext(request).ip, requestLocale(request));
      const answer: RegistrationSubmittedResponse = { id, message: REGISTRATION_MESSAGES.submitted };
      return reply.code(201).send(answer);
    },
  );

  api.post(
    '/api/clinic-registrations/verify-email',
    {
      schema: { summary: "Verify a registration's address with the token from its e-mail", body: verifyEmailSchema, response: emailVerifiedAnswers },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request): Promise<EmailVerifiedResponse> => {
      const { status, alreadyVerified } = await verifyRegistrationEmail(deps, request.body.token, requestContext(request).ip);
      return { message: alreadyVerified ? alreadyVerifiedMessage(status) : REGISTRATION_MESSAGES.verified, status };
    },
  );

  api.get(
    '/api/admin/clinic-registrations',
    {
      schema: { summary: 'Clinic registrations, filtered by status, for review', querystring: registrationListQuerySchema, response: registrationListAnswers },
    },
    async (request) => {
      return listRegistrations(deps, request.query.status);
    },
  );

  api.post(
    '/api/admin/clinic-registrations/:id/approve',
    { schema: { summary: 'Approve a registration: the clinic gets its access code by e-mail', params: idParams, response: registrationApprovedAnswers } },
    async (request): Promise<RegistrationApprovedResponse> => {
      const approval = await approveRegistration(deps, request.params.id, adminActorOf(request));
      return {
        message: approval.mailSent ? REGISTRATION_MESSAGES.approved : REGISTRATION_MESSAGES.approvedMailFailed,
        mailSent: approval.mailSent,
        clinicAccessId: approval.clinicAccessId,
        trialEndsAt: approval.trialEndsAt.toISOString(),
      };
    },
  );

  api.post(
    '/api/admin/clinic-registrations/:id/reject',
    {
      schema: {
        summary: 'Reject a registration, with an optional reason mailed to the clinic',
        params: idParams,
        body: rejectRegistrationSchema.nullish(),
        response: registrationMessageAnswers,
      },
    },
    async (request) => {
      await rejectRegistration(deps, request.params.id, request.body?.reason, adminActorOf(request));
      return { message: REGISTRATION_MESSAGES.rejected };
    },
  );

  api.post(
    '/api/admin/clinic-registrations/:id/resend-code',
    { schema: { summary: 'Mail an approved clinic a new access code; the old one stops working', params: idParams, response: registrationMessageAnswers } },
    async (request) => {
      await resendClinicAccessCode(deps, request.params.id, adminActorOf(request));
      return { message: REGISTRATION_MESSAGES.codeResent };
    },
  );
};

/** A verification link opened again: what has happened since, in words. */
function alreadyVerifiedMessage(status: RegistrationStatus): string {
  return status === 'approved' ? REGISTRATION_MESSAGES.verifiedAndApproved : REGISTRATION_MESSAGES.alreadyVerified;
}
