import type { AppParts } from '#server/lib/app-parts.js';
import type { ChannelsPart } from './channel-options.ts';
import { channelRequester } from '#server/modules/monitoring/index.js';
import { channelSender, type SendToChannel } from './channel-transport.ts';
import { twilioSender } from './sms.ts';

/**
 * The one way alert channels are sent to, from the configuration: webhooks only to public
 * addresses (vetted again at every send), Twilio when configured.
 */
export function senderFor(deps: Pick<AppParts, 'config' | 'clock'> & ChannelsPart): SendToChannel {
  return channelSender({
    request: channelRequester(deps.config, deps.channels?.network),
    sms: deps.config.sms ? twilioSender(deps.config.sms) : null,
    now: () => deps.clock.now(),
    timeZone: deps.config.timezone,
  });
}
