/**
 * Clinic access by network (docs/product/clinic-access.md): the dashboard's registration
 * dialog, network activation by access code, and the admin's registered-clinics list. The
 * texts, constants and answer types, without zod, so the dashboard's first download can use
 * them; the request schemas are in clinic-access.ts, which re-exports all of this.
 */
export const CLINIC_CODE_VALID_MINUTES = 10;
export const CLINIC_CODE_MAX_TRIES = 5;
/** A new code for the same address is refused until this long after the previous one. */
export const CLINIC_CODE_RESEND_SECONDS = 60;

export const CLINIC_ACCESS_MESSAGES = {
  codeSent: 'Check your e-mail for a 6-digit code',
  registered: 'Clinic registered, welcome',
  noAccess: 'This network does not have access yet. Register your clinic to request access.',
  alreadyRegistered: 'A clinic is already registered for this network.',
  activated: 'This network is now activated for your clinic.',
  invalidClinicAccessCode: 'That access code is not valid. Check it and try again, or contact us.',
  clinicInactive: 'Access for this clinic is turned off. Please contact us.',
  tooManyActivations: 'Too many access code attempts from your network.',
  clinicAccessCodeRequired: 'Please enter your access code',
  clinicDeleted: 'Clinic deleted successfully. They will need to re-register to access the system.',
  clinicNotFound: 'That clinic no longer exists',
  /** Client-side fallbacks (docs/product/messages.md). */
  sendCodeFailed: 'Failed to send verification code. Please try again.',
  registerFailed: 'Failed to register clinic. Please try again.',
  deleteFailed: 'Failed to delete clinic',
  /** The dashboard's invitations. */
  completeRegistration: "Complete your clinic's registration",
  activateNetwork: 'Activate this network',
  deleteConfirm: 'Delete this clinic? It will have to register again, and its IP address will be removed from the whitelist.',
} as const;

/** The words a clinic agrees to by ticking the dialog's box; stored with the registration (CASL). */
export const CLINIC_CONSENT_TEXT = "I agree to receive communications from the provider about service status and my clinic's access.";

/** GET /api/clinic/access-status */
export interface AccessStatusResponse {
  hasAccess: boolean;
  /** The matching whitelist entry belongs to an active registered clinic. */
  clinicRegistered: boolean;
}

/** POST /api/clinic/send-verification answers 200 with this. */
export interface SendVerificationResponse {
  message: string;
  resendAfterSeconds: number;
}

/** POST /api/clinic/register answers 201 with this. */
export interface ClinicRegisteredResponse {
  message: string;
  clinicAccessId: string;
}

export interface MessageResponse {
  message: string;
}

/** One row of GET /api/admin/registered-clinics; dates are ISO. */
export interface RegisteredClinicRow {
  id: string;
  clinicName: string;
  email: string;
  ipAddress: string;
  createdAt: string;
  lastAccess: string | null;
  isActive: boolean;
  ipChangeDetected: boolean;
  trialEndsAt: string | null;
  /** The services the clinic watches in "Your clinic", in its order (names). */
  services: string[];
}
