import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { OneTimeCodeInput } from '#client/components/ui/one-time-code-input.tsx';
import { apiRequest, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { T } from '#client/i18n/t.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { SMS_CODE_RESEND_SECONDS, SMS_CODE_VALID_MINUTES, type AlertChannelConfirmed, type AlertChannelView } from '#shared/subscribers/alert-channels.js';
import { alertChannelsQuery } from './alerts-api.ts';

async function post<T>(url: string, body: unknown): Promise<T> {
  return (await (await apiRequest('POST', url, body)).json()) as T;
}

/** POST /api/alerts/channels/:id/confirm and /resend-code; a confirmed number shows as such in the list. */
function useSmsCode(token: string, channelId: string) {
  const queryClient = useQueryClient();
  const base = `/api/alerts/channels/${encodeURIComponent(channelId)}`;
  const confirm = useMutation({
    mutationFn: (code: string) => post<AlertChannelConfirmed>(`${base}/confirm`, { token, code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertChannelsQuery(token).queryKey }),
  });
  const resend = useMutation({ mutationFn: () => post<{ message: string }>(`${base}/resend-code`, { token }) });
  return { confirm, resend };
}

/**
 * A text-message channel waiting for the code texted to its number: nothing is sent to the
 * number until the code is entered here. A new code can be asked for after a short wait.
 */
export function SmsCodeStep({ token, channel, autoFocus = false }: { token: string; channel: AlertChannelView; autoFocus?: boolean }) {
  const { confirm, resend } = useSmsCode(token, channel.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resendAt, setResendAt] = useState(() => Date.parse(channel.createdAt) + SMS_CODE_RESEND_SECONDS * 1000);
  const wait = useCountdown(resendAt);
  const input = useRef<HTMLInputElement>(null);
  const { t } = useT();

  const fail = (message: string, clear: boolean) => {
    setError(message);
    if (clear) setCode('');
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    if (!/^\d{6}$/.test(code)) return fail(t('alerts.error.codeFormat'), false);
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (answer) => toast({ description: answer.message, variant: 'success' }),
      onError: (failure) => fail(serverMessage(failure, t('alerts.sms.failedCheck')), true),
    });
  };

  const askAgain = () => {
    setNotice(undefined);
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        setError(undefined);
        setCode('');
        setNotice(answer.message);
        setResendAt(Date.now() + SMS_CODE_RESEND_SECONDS * 1000);
        input.current?.focus();
      },
      onError: (failure) => fail(serverMessage(failure, t('alerts.sms.failedResend')), false),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('alerts.sms.form', { number: channel.targetHint })}
      className="mt-3 grid gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p className="flex items-start gap-2 leading-6">
        <MessageSquareText className="mt-1 size-4 shrink-0" aria-hidden />
        <span>
          <T
            id="alerts.sms.intro"
            values={{ number: channel.targetHint, minutes: SMS_CODE_VALID_MINUTES }}
            components={{ 0: <strong className="font-semibold whitespace-nowrap" /> }}
          />
        </span>
      </p>
      <FormField label={t('alerts.sms.code')} error={error} required className="max-w-56">
        {(field) => (
          <OneTimeCodeInput {...field} ref={input} value={code} onValueChange={setCode} autoFocus={autoFocus} className="bg-white text-xl sm:text-xl" />
        )}
      </FormField>
      {notice && (
        <p role="status" className="font-medium">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="sm" disabled={confirm.isPending}>
          {t(confirm.isPending ? 'alerts.sms.checking' : 'alerts.sms.confirm')}
        </Button>
        <button
          type="button"
          onClick={askAgain}
          disabled={wait > 0 || resend.isPending}
          className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:no-underline"
        >
          {resend.isPending ? t('alerts.sms.sendingNew') : wait > 0 ? t('alerts.sms.resendIn', { seconds: wait }) : t('alerts.sms.resend')}
        </button>
      </div>
    </form>
  );
}
