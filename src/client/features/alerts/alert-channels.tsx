import { useId, useState, type FormEvent } from 'react';
import { CirclePause, KeyRound, MessageSquareText, Plus, RadioTower, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast-store.ts';
import {
  CHANNEL_EVENT_LABEL,
  CHANNEL_EVENTS,
  CHANNEL_KIND_LABEL,
  CHANNEL_KINDS,
  CHANNEL_MESSAGES,
  MAX_CHANNELS,
  type AlertChannelAdded,
  type AlertChannelView,
  type ChannelEvent,
  type ChannelKind,
} from '#shared/subscribers/alert-channels.js';
import { useAddChannel, useAlertChannels, useAlertPreferences, useRemoveChannel, useResumeChannel } from './alerts-api.ts';
import { SmsCodeStep } from './sms-code-step.tsx';

const TARGET_LABEL: Record<ChannelKind, string> = {
  teams: 'Workflows webhook address',
  slack: 'Incoming webhook address',
  webhook: 'Your endpoint',
  sms: 'Mobile number',
};

const TARGET_HINT: Record<ChannelKind, string> = {
  teams:
    'In Teams: Workflows, "Post to a channel when a webhook request is received", then copy its address (on logic.azure.com or environment.api.powerplatform.com).',
  slack: 'In Slack: an app with Incoming Webhooks turned on, then "Add New Webhook to Workspace"; the address starts with https://hooks.slack.com/services/.',
  webhook: 'We POST JSON signed the Standard Webhooks way (webhook-signature header); the key is shown once, when the channel is added.',
  sms: 'Canadian or US mobile number. We text it a code to confirm it is yours; standard text rates may apply.',
};

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
  // Channels belong to alerts that are on: none for an unsubscribed link, or one that does not work.
  if (!token || channels.isError || !preferences.data?.isActive) return null;
  const list = channels.data?.channels ?? [];
  return (
    <section aria-labelledby="alert-channels-heading" className={cn('grid gap-5', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="alert-channels-heading" className="text-lg font-semibold text-slate-900">
            Alerts in Teams, Slack and more
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">Besides e-mail, the same alerts can go where your staff already are.</p>
        </div>
        {!adding && list.length < MAX_CHANNELS && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} disabled={channels.isPending}>
            <Plus className="size-4" aria-hidden />
            Add a channel
          </Button>
        )}
      </div>
      {secret && <SigningSecret secret={secret} onDone={() => setSecret(null)} />}
      {list.length > 0 ? (
        <ul aria-label="Alert channels" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {list.map((channel) => (
            <ChannelRow key={channel.id} token={token} channel={channel} justAdded={channel.id === justAdded} />
          ))}
        </ul>
      ) : (
        !adding && (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
            No channels yet: alerts go by e-mail only.
          </p>
        )
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
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {CHANNEL_KIND_LABEL[channel.kind]}
          {channel.pausedAt && (
            <Badge tone="warning">
              <CirclePause className="size-3.5" aria-hidden />
              Paused
            </Badge>
          )}
          {awaitingCode && <Badge tone="warning">Waiting for the code</Badge>}
        </p>
        <p className="mt-0.5 font-mono text-xs break-all text-slate-600">{channel.targetHint}</p>
        <p className="mt-1 text-sm text-slate-600">{channel.events.map((event) => CHANNEL_EVENT_LABEL[event]).join(' · ')}</p>
        {awaitingCode && <SmsCodeStep token={token} channel={channel} autoFocus={justAdded} />}
      </div>
      <div className="flex gap-2">
        {channel.pausedAt && (
          <Button
            size="sm"
            variant="outline"
            disabled={resume.isPending}
            onClick={() => resume.mutate(channel.id, { onSuccess: () => toast({ description: CHANNEL_MESSAGES.resumed, variant: 'success' }) })}
          >
            Resume
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Remove the ${CHANNEL_KIND_LABEL[channel.kind]} channel ${channel.targetHint}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(channel.id, { onSuccess: () => toast({ description: CHANNEL_MESSAGES.removed, variant: 'success' }) })}
        >
          <Trash2 className="size-4" aria-hidden />
          Remove
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!target.trim()) next.target = kind === 'sms' ? CHANNEL_MESSAGES.phone : CHANNEL_MESSAGES.url;
    if (events.size === 0) next.events = CHANNEL_MESSAGES.events;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    add.mutate(
      { kind, target: target.trim(), events: CHANNEL_EVENTS.filter((e) => events.has(e)) },
      {
        onSuccess: (answer) => {
          toast({ description: answer.message, variant: 'success' });
          onDone(answer);
        },
        onError: (failure) => setErrors({ form: serverMessage(failure, 'We could not add this channel. Please try again.') }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a channel" className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Send alerts to</legend>
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
              {CHANNEL_KIND_LABEL[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={TARGET_LABEL[kind]} error={errors.target} hint={TARGET_HINT[kind]} required>
        {(control) => (
          <Input
            {...control}
            type={kind === 'sms' ? 'tel' : 'url'}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            placeholder={kind === 'sms' ? '(403) 555-0123' : 'https://'}
            autoComplete="off"
            spellCheck={false}
            className={kind === 'sms' ? undefined : 'font-mono'}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.events ? `${kindName}-events-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Tell me when</legend>
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
            {CHANNEL_EVENT_LABEL[option]}
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
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {kind === 'sms' ? (add.isPending ? 'Texting a code…' : 'Add and text me a code') : add.isPending ? 'Sending a test message…' : 'Add and send a test'}
        </Button>
      </div>
    </form>
  );
}

function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden />
        Your webhook's signing key, shown this once
      </p>
      <code className="rounded bg-white px-2 py-1.5 font-mono text-xs break-all ring-1 ring-amber-200">{secret}</code>
      <p>Keep it where your endpoint checks the webhook-signature header. To get a new one, remove the channel and add it again.</p>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={onDone}>
        I have saved it
      </Button>
    </div>
  );
}
