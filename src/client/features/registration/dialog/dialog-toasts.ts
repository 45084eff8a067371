import { msg } from '#client/i18n/use-t.ts';

/** The dashboard registration dialog's toasts (docs/product/messages.md), as message ids; failures prefer the server's message. */
export const DIALOG_TOASTS = {
  sendFailedTitle: msg('registration.dialog.toast.sendFailedTitle'),
  sendFailed: msg('registration.dialog.toast.sendFailed'),
  codeSentTitle: msg('registration.dialog.toast.codeSentTitle'),
  codeSent: msg('registration.dialog.toast.codeSent'),
  registerFailedTitle: msg('registration.dialog.toast.registerFailedTitle'),
  registerFailed: msg('registration.dialog.toast.registerFailed'),
  registeredTitle: msg('registration.dialog.toast.registeredTitle'),
  registered: msg('registration.dialog.toast.registered'),
} as const;
