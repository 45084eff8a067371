import type { ModuleDeps } from '../../module-deps.ts';
import { targetPolicy, vettedRequester } from '../../monitoring/index.ts';
import { channelSender, type SendToChannel } from './channel-transport.ts';
import { twilioSender } from './sms.ts';

/** The one way alert channels are sent to, from the configuration: vetted webhooks, Twilio when configured. */
export function senderFor(deps: Pick<ModuleDeps, 'config' | 'clock'>): SendToChannel {
  return channelSender({
    request: vettedRequester(targetPolicy(deps.config)),
    sms: deps.config.sms ? twilioSender(deps.config.sms) : null,
    now: () => deps.clock.now(),
    timeZone: deps.config.timezone,
  });
}
