import { useId, useState, type FormEvent } from 'react';
import { CirclePause, KeyRound, MessageSquareText, Plus, RadioTower, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useT, type Translate } from '#client/i18n/use-t.ts';
import {
  CHANNEL_EVENTS,
  CHANNEL_KINDS,
  MAX_CHANNELS,
  type AlertChannelAdded,
  type AlertChannelView,
  type ChannelEvent,
  type ChannelKind,
} from '#shared/subscribers/alert-channels.js';
import { useAddChannel, useAlertChannels, useAlertPreferences, useRemoveChannel, useResumeChannel } from './alerts-api.ts';
import { SmsCodeStep } from './sms-code-step.tsx';
import { EVENT_LABEL, KIND_LABEL, TARGET_HINT, TARGET_LABEL } from './channel-labels.ts';

/** A channel's events in the order the list shows them, in the page's language. */
function eventsText(t: Translate, events: readonly ChannelEvent[]): string {
  return events.map((event) => t(EVENT_LABEL[event])).join(' · ');
}

/**
 * Where the alerts of this link's subscription also go: Teams, Slack, a signed webhook, or text
 * messages when the provider set them up. Adding one sends it a test message first.
 */
export function AlertChannels({ token, className }: { token: string; className?: string }) {
  const channels = useAlertChannels(token);
  const preferences = useAlertPreferences(token);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const { t } = useT();
  // Channels belong to alerts that are on: none for an unsubscribed link, or one that does not work.
  if (!token || channels.isError || !preferences.data?.isActive) return null;
  const list = channels.data?.channels ?? [];
  return (
    <section aria-labelledby="alert-channels-heading" className={cn('grid gap-5', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="alert-channels-heading" className="text-lg font-semibold text-slate-900">
            {t('alerts.channels.title')}
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">{t('alerts.channels.intro')}</p>
        </div>
        {!adding && list.length < MAX_CHANNELS && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} disabled={channels.isPending}>
            <Plus className="size-4" aria-hidden />
            {t('alerts.channels.add')}
          </Button>
        )}
      </div>
      {secret && <SigningSecret secret={secret} onDone={() => setSecret(null)} />}
      {list.length > 0 ? (
        <ul aria-label={t('alerts.channels.list')} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {list.map((channel) => (
            <ChannelRow key={channel.id} token={token} channel={channel} justAdded={channel.id === justAdded} />
          ))}
        </ul>
      ) : (
        !adding && <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">{t('alerts.channels.none')}</p>
      )}
      {adding && (
        <AddChannelForm
          token={token}
          smsAvailable={channels.data?.smsAvailable ?? false}
          onDone={(answer) => {
            setAdding(false);
            setSecret(answer.signingSecret);
            setJustAdded(answer.channel.id);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </section>
  );
}

function ChannelRow({ token, channel, justAdded }: { token: string; channel: AlertChannelView; justAdded: boolean }) {
  const remove = useRemoveChannel(token);
  const resume = useResumeChannel(token);
  const awaitingCode = channel.kind === 'sms' && !channel.confirmedAt;
  const { t } = useT();
  const kind = t(KIND_LABEL[channel.kind]);
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {kind}
          {channel.pausedAt && (
            <Badge tone="warning">
              <CirclePause className="size-3.5" aria-hidden />
              {t('alerts.channels.paused')}
            </Badge>
          )}
          {awaitingCode && <Badge tone="warning">{t('alerts.channels.awaitingCode')}</Badge>}
        </p>
        <p className="mt-0.5 font-mono text-xs break-all text-slate-600">{channel.targetHint}</p>
        <p className="mt-1 text-sm text-slate-600">{eventsText(t, channel.events)}</p>
        {awaitingCode && <SmsCodeStep token={token} channel={channel} autoFocus={justAdded} />}
      </div>
      <div className="flex gap-2">
        {channel.pausedAt && (
          <Button
            size="sm"
            variant="outline"
            disabled={resume.isPending}
            onClick={() => resume.mutate(channel.id, { onSuccess: () => toast({ description: t('alerts.channels.resumed'), variant: 'success' }) })}
          >
            {t('alerts.channels.resume')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={t('alerts.channels.removeLabel', { kind, target: channel.targetHint })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(channel.id, { onSuccess: () => toast({ description: t('alerts.channels.removed'), variant: 'success' }) })}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('alerts.channels.remove')}
        </Button>
      </div>
    </li>
  );
}

function AddChannelForm({
  token,
  smsAvailable,
  onDone,
  onCancel,
}: {
  token: string;
  smsAvailable: boolean;
  onDone: (answer: AlertChannelAdded) => void;
  onCancel: () => void;
}) {
  const kinds = CHANNEL_KINDS.filter((kind) => kind !== 'sms' || smsAvailable);
  const [kind, setKind] = useState<ChannelKind>('teams');
  const [target, setTarget] = useState('');
  const [events, setEvents] = useState<Set<ChannelEvent>>(() => new Set(['down', 'degraded', 'recovered']));
  const [errors, setErrors] = useState<{ target?: string; events?: string; form?: string }>({});
  const add = useAddChannel(token);
  const kindName = useId();
  const { t } = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!target.trim()) next.target = kind === 'sms' ? t('alerts.error.phone') : t('alerts.error.url');
    if (events.size === 0) next.events = t('alerts.error.events');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    add.mutate(
      { kind, target: target.trim(), events: CHANNEL_EVENTS.filter((e) => events.has(e)) },
      {
        onSuccess: (answer) => {
          toast({ description: answer.message, variant: 'success' });
          onDone(answer);
        },
        onError: (failure) => setErrors({ form: serverMessage(failure, t('alerts.channels.failed')) }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('alerts.channels.add')}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('alerts.channels.sendTo')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {kinds.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800"
            >
              <input type="radio" name={kindName} checked={kind === option} onChange={() => setKind(option)} className="size-4 accent-brand-700" />
              {option === 'sms' ? (
                <MessageSquareText className="size-4 text-slate-500" aria-hidden />
              ) : (
                <RadioTower className="size-4 text-slate-500" aria-hidden />
              )}
              {t(KIND_LABEL[option])}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={t(TARGET_LABEL[kind])} error={errors.target} hint={t(TARGET_HINT[kind])} required>
        {(control) => (
          <Input
            {...control}
            type={kind === 'sms' ? 'tel' : 'url'}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            placeholder={t(kind === 'sms' ? 'alerts.channels.placeholder.phone' : 'alerts.channels.placeholder.url')}
            autoComplete="off"
            spellCheck={false}
            className={kind === 'sms' ? undefined : 'font-mono'}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.events ? `${kindName}-events-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('alerts.channels.events')}</legend>
        {CHANNEL_EVENTS.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={events.has(option)}
              onChange={(e) => {
                const next = new Set(events);
                if (e.target.checked) next.add(option);
                else next.delete(option);
                setEvents(next);
              }}
              className="size-4 accent-brand-700"
            />
            {t(EVENT_LABEL[option])}
          </label>
        ))}
        {errors.events && (
          <p id={`${kindName}-events-error`} className="text-sm font-medium text-red-700">
            {errors.events}
          </p>
        )}
      </fieldset>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={add.isPending}>
          {t('alerts.action.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {kind === 'sms'
            ? t(add.isPending ? 'alerts.channels.texting' : 'alerts.channels.addSms')
            : t(add.isPending ? 'alerts.channels.testing' : 'alerts.channels.addTest')}
        </Button>
      </div>
    </form>
  );
}

function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useT();
  return (
    <div role="status" className="grid gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden />
        {t('alerts.channels.secretTitle')}
      </p>
      <code className="rounded bg-white px-2 py-1.5 font-mono text-xs break-all ring-1 ring-amber-200">{secret}</code>
      <p>{t('alerts.channels.secretBody')}</p>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={onDone}>
        {t('alerts.channels.secretDone')}
      </Button>
    </div>
  );
}
