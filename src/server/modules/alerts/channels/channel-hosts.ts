import type { ChannelKind } from '#shared/subscribers/alert-channels.js';

/**
 * Where Slack and Teams messages may go: only the addresses those services give out, so a
 * "Slack" channel cannot be pointed at any server that answers 200.
 *
 * - Slack incoming webhooks are `https://hooks.slack.com/services/T…/B…/…`.
 * - A Teams workflow started by "When a Teams webhook request is received" (Power Automate /
 *   Workflows in Teams) has an address on Azure Logic Apps' hosts
 *   (`https://prod-00.westus.logic.azure.com:443/workflows/…`) or, for workflows made since
 *   Microsoft moved these triggers, on the Power Platform environment hosts
 *   (`https://<environment>.<nn>.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/…`).
 */
export const SLACK_WEBHOOK_HOST = 'hooks.slack.com';
export const TEAMS_WORKFLOW_HOST_SUFFIXES = ['.logic.azure.com', '.environment.api.powerplatform.com'] as const;

/** Whether `url` (https, already parsed) is an address the channel's service gives out; other kinds take any https address. */
export function isServiceAddress(kind: ChannelKind, url: URL): boolean {
  if (kind !== 'slack' && kind !== 'teams') return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (kind === 'slack') return host === SLACK_WEBHOOK_HOST && url.pathname.startsWith('/services/');
  return TEAMS_WORKFLOW_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
