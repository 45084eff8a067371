import { msg, type MessageValues, type Translate } from '#client/i18n/use-t.ts';
import { CHECK_LIMITS, MONITORING_MESSAGES } from '#shared/status/monitoring.js';
import { TARGET_MESSAGES } from '#shared/status/monitoring-target.js';
import { VENDOR_MESSAGES } from '#shared/status/vendor-status.js';

type Message = readonly [id: string, values?: MessageValues];

/**
 * The shared schemas (checkInputSchema, vendorLinkInputSchema) write their messages in English, for the
 * API as much as for the forms: each one the check and vendor link forms can show, with its id here.
 */
const FORM_MESSAGES = new Map<string, Message>([
  [MONITORING_MESSAGES.type, [msg('admin-monitoring.error.type')]],
  [MONITORING_MESSAGES.target, [msg('admin-monitoring.error.target')]],
  [MONITORING_MESSAGES.interval, [msg('admin-monitoring.error.interval'), { min: CHECK_LIMITS.intervalMin, max: CHECK_LIMITS.intervalMax }]],
  [MONITORING_MESSAGES.timeout, [msg('admin-monitoring.error.timeout'), { min: CHECK_LIMITS.timeoutMin, max: CHECK_LIMITS.timeoutMax }]],
  [MONITORING_MESSAGES.statusCode, [msg('admin-monitoring.error.statusCode')]],
  [MONITORING_MESSAGES.statusRange, [msg('admin-monitoring.error.statusRange')]],
  [MONITORING_MESSAGES.keyword, [msg('admin-monitoring.error.keyword'), { max: CHECK_LIMITS.keywordMax }]],
  [MONITORING_MESSAGES.expectedAddress, [msg('admin-monitoring.error.expectedAddress')]],
  [MONITORING_MESSAGES.latencyWarn, [msg('admin-monitoring.error.latencyWarn'), { min: CHECK_LIMITS.latencyWarnMin, max: CHECK_LIMITS.latencyWarnMax }]],
  [MONITORING_MESSAGES.latencyAboveTimeout, [msg('admin-monitoring.error.latencyAboveTimeout')]],
  [MONITORING_MESSAGES.failures, [msg('admin-monitoring.error.failures'), { min: CHECK_LIMITS.retriesMin, max: CHECK_LIMITS.retriesMax }]],
  [MONITORING_MESSAGES.successes, [msg('admin-monitoring.error.successes'), { min: CHECK_LIMITS.retriesMin, max: CHECK_LIMITS.retriesMax }]],
  [MONITORING_MESSAGES.httpOnly('Keyword'), [msg('admin-monitoring.error.keywordHttpOnly')]],
  [MONITORING_MESSAGES.httpOnly('Expected status'), [msg('admin-monitoring.error.expectedStatusHttpOnly')]],
  [MONITORING_MESSAGES.dnsOnly, [msg('admin-monitoring.error.dnsOnly')]],
  [TARGET_MESSAGES.http, [msg('admin-monitoring.error.targetHttp')]],
  [TARGET_MESSAGES.credentials, [msg('admin-monitoring.error.targetCredentials')]],
  [TARGET_MESSAGES.tcp, [msg('admin-monitoring.error.targetTcp')]],
  [TARGET_MESSAGES.port, [msg('admin-monitoring.error.targetPort')]],
  [TARGET_MESSAGES.dns, [msg('admin-monitoring.error.targetDns')]],
  [TARGET_MESSAGES.dnsNotAddress, [msg('admin-monitoring.error.targetDnsNotAddress')]],
  [TARGET_MESSAGES.host, [msg('admin-monitoring.error.targetHost')]],
  [VENDOR_MESSAGES.kind, [msg('admin-monitoring.error.vendorKind')]],
  [VENDOR_MESSAGES.pageUrl, [msg('admin-monitoring.error.vendorPageUrl')]],
  [VENDOR_MESSAGES.httpsOnly, [msg('admin-monitoring.error.vendorHttpsOnly')]],
  [VENDOR_MESSAGES.component, [msg('admin-monitoring.error.vendorComponent')]],
  [VENDOR_MESSAGES.componentLength, [msg('admin-monitoring.error.vendorComponentLength')]],
]);

/** The English messages this file knows, for the test that keeps the English catalogue saying the same. */
export const KNOWN_FORM_MESSAGES: readonly string[] = [...FORM_MESSAGES.keys()];

/** A form error in the page's language; a message this file does not know is shown as it came. */
export function formMessage(message: string, t: Translate): string {
  const known = FORM_MESSAGES.get(message);
  return known ? t(known[0], known[1]) : message;
}

/** Every error of a form's errors in the page's language. */
export function formMessages<K extends string>(errors: Partial<Record<K, string>>, t: Translate): Partial<Record<K, string>> {
  const translated: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message !== undefined) translated[key] = formMessage(message, t);
  }
  return translated;
}
