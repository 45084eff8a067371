import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { wallTimeZoneHint } from '#client/lib/business-time.ts';
import { useT, type Translate } from '#client/i18n/use-t.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { NOTIFICATION_LIMITS } from '#shared/notifications/notifications.js';
import { sendNotification } from './notifications-admin-api.ts';
import {
  EMPTY_NOTIFICATION_FORM,
  isField,
  localDateTimeValue,
  notificationBody,
  notificationMessage,
  type NotificationFormErrors,
  type NotificationFormValues,
} from './notification-form-values.ts';
import { PriorityPicker } from './priority-picker.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { FieldPair } from '../incidents/french-text.tsx';

/** The field messages of a 400 answer ({ issues: [{ path, message }] }), so they show where they belong. */
function serverFieldErrors(error: unknown, t: Translate): NotificationFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { issues } = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[] };
    const errors: NotificationFormErrors = {};
    for (const issue of issues ?? [])
      if (isField(issue.path) && typeof issue.message === 'string') errors[issue.path] ??= notificationMessage(issue.message, t);
    return errors;
  } catch {
    return {};
  }
}

/** Send Notification (docs/product/admin.md): to everyone, or to one clinic's address or range; its French beside the English. */
export function SendNotificationForm() {
  const words = useT();
  const { t } = words;
  const priorityName = useId();
  const [values, setValues] = useState<NotificationFormValues>(EMPTY_NOTIFICATION_FORM);
  const [errors, setErrors] = useState<NotificationFormErrors>({});
  const send = useAdminMutation({
    mutationFn: sendNotification,
    texts: { success: t('admin-notifications.form.sent'), failure: t('admin-notifications.form.sendFailed') },
    invalidates: [queryKeys.notifications, queryKeys.admin.notifications],
    onSuccess: () => setValues(EMPTY_NOTIFICATION_FORM),
  });
  const set = <K extends keyof NotificationFormValues>(field: K, value: NotificationFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = notificationBody(values, new Date(), t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send.mutate(result.body, { onError: (error) => setErrors(serverFieldErrors(error, t)) });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <FieldPair className="sm:col-span-2">
        <FormField label={t('admin-notifications.form.title')} error={errors.title} required>
          {(control) => (
            <Input
              {...control}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              placeholder={t('admin-notifications.form.titlePlaceholder')}
              maxLength={NOTIFICATION_LIMITS.titleMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-notifications.form.titleFr')} error={errors.titleFr} optional>
          {(control) => (
            <Input
              {...control}
              lang="fr-CA"
              value={values.titleFr}
              onChange={(event) => set('titleFr', event.target.value)}
              placeholder={t('admin-notifications.form.titleFrPlaceholder')}
              maxLength={NOTIFICATION_LIMITS.titleMax}
            />
          )}
        </FormField>
      </FieldPair>
      <FieldPair className="sm:col-span-2">
        <FormField label={t('admin-notifications.form.message')} error={errors.message} required>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
              placeholder={t('admin-notifications.form.messagePlaceholder')}
              maxLength={NOTIFICATION_LIMITS.messageMax}
            />
          )}
        </FormField>
        <FormField label={t('admin-notifications.form.messageFr')} error={errors.messageFr} hint={t('admin-notifications.form.frenchHint')} optional>
          {(control) => (
            <Textarea
              {...control}
              lang="fr-CA"
              rows={4}
              value={values.messageFr}
              onChange={(event) => set('messageFr', event.target.value)}
              placeholder={t('admin-notifications.form.messageFrPlaceholder')}
              maxLength={NOTIFICATION_LIMITS.messageMax}
            />
          )}
        </FormField>
      </FieldPair>
      <FormField label={t('admin-notifications.form.targetIp')} error={errors.targetIp} hint={t('admin-notifications.form.targetIpHint')} optional>
        {(control) => (
          <Input
            {...control}
            value={values.targetIp}
            onChange={(event) => set('targetIp', event.target.value)}
            placeholder={t('admin-notifications.form.targetIpPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={NOTIFICATION_LIMITS.targetIpMax}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField
        label={t('admin-notifications.form.expires')}
        error={errors.expiresAt}
        hint={t('admin-notifications.form.expiresHint', { zoneHint: wallTimeZoneHint(new Date(), words) })}
        optional
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            min={localDateTimeValue(new Date())}
            value={values.expiresAt}
            onChange={(event) => set('expiresAt', event.target.value)}
          />
        )}
      </FormField>
      <PriorityPicker name={priorityName} value={values.priority} onChange={(priority) => set('priority', priority)} />
      <Checkbox
        className="sm:col-span-2"
        label={t('admin-notifications.form.public')}
        description={t('admin-notifications.form.publicHint')}
        checked={values.isPublic}
        onChange={(event) => set('isPublic', event.target.checked)}
      />
      <div className="flex items-end justify-end">
        <Button type="submit" pending={send.isPending} icon={Send} className="w-full sm:w-auto">
          {t('admin-notifications.form.submit')}
        </Button>
      </div>
    </form>
  );
}
