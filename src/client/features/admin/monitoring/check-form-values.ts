import { checkInputSchema, CHECK_LIMITS, type AdminCheck, type CheckInputFields, type CheckType } from '#shared/status/monitoring.js';

/** The check form as typed: numbers stay text until sent, so a half-typed field is not lost. */
export interface CheckFormValues {
  type: CheckType;
  target: string;
  intervalSeconds: string;
  timeoutMs: string;
  expectedStatusMin: string;
  expectedStatusMax: string;
  keyword: string;
  expectedAddress: string;
  latencyWarnMs: string;
  failuresToOffline: string;
  successesToOnline: string;
  enabled: boolean;
}

export type CheckField = Exclude<keyof CheckFormValues, 'enabled'>;
export type CheckFormErrors = Partial<Record<CheckField, string>>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function initialValues(check: AdminCheck | null): CheckFormValues {
  return {
    type: check?.type ?? 'http',
    target: check?.target ?? '',
    intervalSeconds: text(check?.intervalSeconds ?? CHECK_LIMITS.intervalDefault),
    timeoutMs: text(check?.timeoutMs ?? CHECK_LIMITS.timeoutDefault),
    expectedStatusMin: text(check?.expectedStatusMin ?? 200),
    expectedStatusMax: text(check?.expectedStatusMax ?? 399),
    keyword: check?.keyword ?? '',
    expectedAddress: check?.expectedAddress ?? '',
    latencyWarnMs: text(check?.latencyWarnMs),
    failuresToOffline: text(check?.failuresToOffline ?? CHECK_LIMITS.failuresDefault),
    successesToOnline: text(check?.successesToOnline ?? CHECK_LIMITS.successesDefault),
    enabled: check?.enabled ?? true,
  };
}

/** A typed number, or NaN so the schema names the field; blank optional fields are left out. */
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The PUT body: only the fields of the chosen type, so switching type never sends leftovers. */
export function toBody(values: CheckFormValues): CheckInputFields {
  return {
    type: values.type,
    target: values.target.trim(),
    intervalSeconds: number(values.intervalSeconds),
    timeoutMs: number(values.timeoutMs),
    latencyWarnMs: optionalNumber(values.latencyWarnMs),
    failuresToOffline: number(values.failuresToOffline),
    successesToOnline: number(values.successesToOnline),
    enabled: values.enabled,
    ...(values.type === 'http'
      ? { expectedStatusMin: number(values.expectedStatusMin), expectedStatusMax: number(values.expectedStatusMax), keyword: values.keyword.trim() || null }
      : {}),
    ...(values.type === 'dns' ? { expectedAddress: values.expectedAddress.trim() || null } : {}),
  };
}

/** The same rules as the server (shared schema); the server still vets where the target points. */
export function validateCheck(values: CheckFormValues): { ok: true; body: CheckInputFields } | { ok: false; errors: CheckFormErrors } {
  const body = toBody(values);
  const parsed = checkInputSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: CheckFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CheckField | undefined;
    if (field && field in values && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
