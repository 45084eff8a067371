import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import {
  activateNetworkSchema,
  CLINIC_ACCESS_MESSAGES,
  CLINIC_CODE_RESEND_SECONDS,
  clinicRegisterRequestSchema,
  sendVerificationSchema,
  type ClinicRegisteredResponse,
  type MessageResponse,
  type SendVerificationResponse,
} from '#shared/onboarding/clinic-access.js';
import { registerClinic } from './clinic-registration.service.ts';
import { sendClinicVerification } from './clinic-verification.service.ts';
import type { ClinicsDeps } from './clinics-deps.ts';
import { activateNetwork } from './network-activation.service.ts';
import { clinicMessageAnswers, clinicRegisteredAnswers, verificationSentAnswers } from './clinics.schemas.ts';

// Coarse per-IP caps against floods, in front of the database-backed limits in the services.
const hourly = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });

/** The dashboard's clinic calls: the registration dialog and network activation by access code. */
export const clinicsRoutes: FastifyPluginAsync<ClinicsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/clinic/send-verification',
    {
      schema: {
        summary: "Mail a 6-digit code to a clinic's address, to register the caller's whitelisted network",
        body: sendVerificationSchema,
        response: verificationSentAnswers,
      },
      config: hourly(30),
    },
    async (request, reply) => {
      await sendClinicVerification(deps, { email: request.body.email, ip: requestContext(request).ip, locale: requestLocale(request) });
      const answer: SendVerificationResponse = { message: CLINIC_ACCESS_MESSAGES.codeSent, resendAfterSeconds: CLINIC_CODE_RESEND_SECONDS };
      return reply.code(200).send(answer);
    },
  );

  api.post(
    '/api/clinic/register',
    {
      schema: {
        summary: "Register the clinic of the caller's whitelisted network, with the mailed code",
        body: clinicRegisterRequestSchema,
        response: clinicRegisteredAnswers,
      },
      config: hourly(60),
    },
    async (request, reply) => {
      const { clinicAccessId } = await registerClinic(deps, request.body, requestContext(request).ip, requestLocale(request));
      const answer: ClinicRegisteredResponse = { message: CLINIC_ACCESS_MESSAGES.registered, clinicAccessId };
      return reply.code(201).send(answer);
    },
  );

  api.post(
    '/api/clinic/activate',
    {
      schema: { summary: "Give a registered clinic's new network access with its access code", body: activateNetworkSchema, response: clinicMessageAnswers },
      config: hourly(30),
    },
    async (request, reply) => {
      await activateNetwork(deps, { clinicAccessCode: request.body.accessCode, ip: requestContext(request).ip });
      const answer: MessageResponse = { message: CLINIC_ACCESS_MESSAGES.activated };
      return reply.code(200).send(answer);
    },
  );
};
