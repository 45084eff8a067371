/** The dashboard registration dialog's toasts (docs/product/messages.md); failures prefer the server's message. */
export const DIALOG_TOASTS = {
  sendFailedTitle: 'Failed to Send Code',
  sendFailed: 'Failed to send verification code. Please try again.',
  codeSentTitle: 'Verification Code Sent',
  codeSent: 'Check your e-mail for a 6-digit code',
  registerFailedTitle: 'Registration Failed',
  registerFailed: 'Failed to register clinic. Please try again.',
  registeredTitle: 'Registration Successful',
  registered: 'Clinic registered, welcome',
} as const;
