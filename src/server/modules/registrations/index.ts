/** What other modules may use from clinic registrations (network re-binding by access code). */
export { findRegistrationByClinicAccessCode } from './clinic-access-code.ts';
