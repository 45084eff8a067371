import type { ClinicRegisterInput } from '#shared/onboarding/clinic-access.js';

/** What the dialog's first step collects; the code is added at the second. */
export type ClinicDetails = Omit<ClinicRegisterInput, 'verificationCode'>;
