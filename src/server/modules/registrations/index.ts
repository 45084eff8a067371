/** What other modules may use from clinic registrations (network re-binding by access code). */
export { findRegistrationByAccessCode } from './access-code.ts';
