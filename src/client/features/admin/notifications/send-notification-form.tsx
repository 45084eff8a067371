import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api.ts';
import { wallTimeZoneHint } from '#client/lib/business-time.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { ADMIN_TOASTS } from '#shared/admin/admin.js';
import { NOTIFICATION_LIMITS } from '#shared/notifications/notifications.js';
import { sendNotification } from './notifications-admin-api.ts';
import {
  EMPTY_NOTIFICATION_FORM,
  isField,
  localDateTimeValue,
  notificationBody,
  type NotificationFormErrors,
  type NotificationFormValues,
} from './notification-form-values.ts';
import { PriorityPicker } from './priority-picker.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { queryKeys } from '#client/api/query-keys.ts';

/** The field messages of a 400 answer ({ issues: [{ path, message }] }), so they show where they belong. */
function serverFieldErrors(error: unknown): NotificationFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { issues } = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[] };
    const errors: NotificationFormErrors = {};
    for (const issue of issues ?? []) if (isField(issue.path) && typeof issue.message === 'string') errors[issue.path] ??= issue.message;
    return errors;
  } catch {
    return {};
  }
}

/** Send Notification (docs/product/admin.md): to everyone, or to one clinic's address or range. */
export function SendNotificationForm() {
  const priorityName = useId();
  const [values, setValues] = useState<NotificationFormValues>(EMPTY_NOTIFICATION_FORM);
  const [errors, setErrors] = useState<NotificationFormErrors>({});
  const send = useAdminMutation({
    mutationFn: sendNotification,
    texts: ADMIN_TOASTS.sendNotification,
    invalidates: [queryKeys.notifications, queryKeys.admin.notifications],
    onSuccess: () => setValues(EMPTY_NOTIFICATION_FORM),
  });
  const set = <K extends keyof NotificationFormValues>(field: K, value: NotificationFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = notificationBody(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send.mutate(result.body, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <FormField label="Title" error={errors.title} required className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            placeholder="Scheduled maintenance tonight"
            maxLength={NOTIFICATION_LIMITS.titleMax}
          />
        )}
      </FormField>
      <FormField label="Message" error={errors.message} required className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
            placeholder="Claims submission will be unavailable from 10 p.m. to 11 p.m."
            maxLength={NOTIFICATION_LIMITS.messageMax}
          />
        )}
      </FormField>
      <FormField label="Target IP" error={errors.targetIp} hint="An address or CIDR range; empty sends to everyone" optional>
        {(control) => (
          <Input
            {...control}
            value={values.targetIp}
            onChange={(event) => set('targetIp', event.target.value)}
            placeholder="203.0.113.0/24"
            autoComplete="off"
            spellCheck={false}
            maxLength={NOTIFICATION_LIMITS.targetIpMax}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField label="Expires" error={errors.expiresAt} hint={`Empty: shown until withdrawn. ${wallTimeZoneHint()}`} optional>
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
        label="Also show it on the dashboard, without sign-in"
        description="Every visitor it targets sees it as a banner under the overall status; most front desks never sign in."
        checked={values.isPublic}
        onChange={(event) => set('isPublic', event.target.checked)}
      />
      <div className="flex items-end justify-end">
        <Button type="submit" pending={send.isPending} icon={Send} className="w-full sm:w-auto">
          Send notification
        </Button>
      </div>
    </form>
  );
}
