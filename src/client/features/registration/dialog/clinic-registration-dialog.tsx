import { useRef, useState } from 'react';
import { Building2, CircleCheck, MailCheck } from 'lucide-react';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { VERIFICATION_CODE_LENGTH } from '#shared/constants.js';
import { ModalFrame } from '#client/components/ui/modal-frame.tsx';
import { DetailsStep } from './details-step.tsx';
import { VerifyStep, type RegisterFailure } from './verify-step.tsx';
import { SuccessStep } from './success-step.tsx';
import { DIALOG_TOASTS } from './dialog-toasts.ts';
import { useRegisterClinic, useSendVerificationCode } from '../registration-api.ts';
import type { ClinicDetails } from '../clinic-details.ts';
import { msg, useT } from '#client/i18n/use-t.ts';

type Step = 'details' | 'verify' | 'success';

const STEPS = {
  details: { number: 1, icon: Building2, title: msg('registration.title'), description: msg('registration.dialog.details.description') },
  verify: { number: 2, icon: MailCheck, title: msg('registration.verifyTitle'), description: msg('registration.dialog.verify.description') },
  success: { number: 3, icon: CircleCheck, title: msg('registration.dialog.success.title'), description: msg('registration.dialog.success.description') },
} as const;

export interface ClinicRegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fires once, 2 s after success or on 'Continue to Dashboard'. */
  onSuccess: () => void;
}

/**
 * The dashboard's registration dialog for a network that has access but no registered clinic:
 * details, e-mailed code (with resend), register, success. The step lives here, outside the
 * dialog's content, so closing and reopening resumes where the user was.
 */
export default function ClinicRegistrationDialog({ open, onOpenChange, onSuccess }: ClinicRegistrationDialogProps) {
  const { t } = useT();
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<ClinicDetails | null>(null);
  const [sent, setSent] = useState<{ email: string; resendAt: number } | null>(null);
  const [verifyError, setVerifyError] = useState<string>();
  const sendCode = useSendVerificationCode();
  const registerClinic = useRegisterClinic();
  const finished = useRef(false);

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onSuccess();
  };

  async function send(email: string): Promise<string | null> {
    try {
      const answer = await sendCode.mutateAsync(email);
      toast({ title: t(DIALOG_TOASTS.codeSentTitle), description: t(DIALOG_TOASTS.codeSent), variant: 'success' });
      setSent({ email, resendAt: Date.now() + answer.resendAfterSeconds * 1000 });
      setStep('verify');
      return null;
    } catch (error) {
      const message = serverMessage(error, t(DIALOG_TOASTS.sendFailed));
      toast({ title: t(DIALOG_TOASTS.sendFailedTitle), description: message, variant: 'destructive' });
      return message;
    }
  }

  async function submitDetails(next: ClinicDetails): Promise<string | null> {
    setDetails(next);
    setVerifyError(undefined);
    // Back from step 2 with the same address: the code already sent still works, and the server would refuse another yet.
    if (sent && sent.email === next.email && Date.now() < sent.resendAt) {
      setStep('verify');
      return null;
    }
    return send(next.email);
  }

  async function resend() {
    if (!details) return;
    setVerifyError(undefined);
    setVerifyError((await send(details.email)) ?? undefined);
  }

  async function register(verificationCode: string): Promise<RegisterFailure | null> {
    if (!details) return null;
    setVerifyError(undefined);
    try {
      await registerClinic.mutateAsync({ ...details, verificationCode });
      toast({ title: t(DIALOG_TOASTS.registeredTitle), description: t(DIALOG_TOASTS.registered), variant: 'success' });
      setStep('success');
      return null;
    } catch (error) {
      const message = serverMessage(error, t(DIALOG_TOASTS.registerFailed));
      toast({ title: t(DIALOG_TOASTS.registerFailedTitle), description: message, variant: 'destructive' });
      // A 400 is about the code (wrong, expired, used up); anything else concerns the whole request.
      if (error instanceof ApiError && error.status === 400) return { field: message };
      setVerifyError(message);
      return { form: message };
    }
  }

  const current = STEPS[step];
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => {
        if (!next && step === 'success') finish();
        onOpenChange(next);
      }}
      icon={current.icon}
      title={t(current.title)}
      description={t(current.description, { length: VERIFICATION_CODE_LENGTH })}
      eyebrow={t('registration.dialog.stepOf', { step: current.number, total: 3 })}
    >
      {step === 'details' && <DetailsStep initial={details} sending={sendCode.isPending} onSubmit={submitDetails} />}
      {step === 'verify' && details && sent && (
        <VerifyStep
          email={sent.email}
          registering={registerClinic.isPending}
          resending={sendCode.isPending}
          resendAt={sent.resendAt}
          formError={verifyError}
          onSubmit={register}
          onResend={() => void resend()}
          onBack={() => setStep('details')}
        />
      )}
      {step === 'success' && details && <SuccessStep clinicName={details.clinicName} onDone={finish} />}
    </ModalFrame>
  );
}
