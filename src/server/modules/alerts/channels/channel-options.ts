import type { OutboundNetwork } from '#server/modules/monitoring/index.js';

/** How alert channels meet the world; the defaults are production's, tests set their own. */
export interface ChannelOptions {
  /** The internet as channels reach it (the system's DNS and connections by default). */
  network?: OutboundNetwork;
  /** How long a service's status changes are held and told as one message (STATUS_HOLD_MS by default). */
  holdMs?: number;
}

/** The channels' options as a part: absent in production, set by tests that stand in for the internet. */
export interface ChannelsPart {
  channels?: ChannelOptions;
}
