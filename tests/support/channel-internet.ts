import type { LookupAddress } from 'node:dns';
import type { ChannelReceivers } from './channel-receivers.ts';
import type { OutboundNetwork } from '#server/modules/monitoring/index.js';

/**
 * A public unicast address that names resolve to unless a test says otherwise. Nothing connects
 * to it: the documentation ranges (192.0.2.0/24 and the like) cannot stand in, because alert
 * channels refuse reserved addresses like private ones.
 */
export const PUBLIC_TEST_ADDRESS = '93.184.215.14';

export interface ChannelInternet extends OutboundNetwork {
  /** From now on, `host` resolves to these addresses (to change a name's answer between two sends). */
  resolve(host: string, ...addresses: string[]): void;
}

/**
 * The internet as alert channels meet it, in tests: host names resolve to a public address (or
 * what the test set), the board's own vetting runs on that answer as in production, and every
 * request it lets through is carried to the loopback receivers with its path, headers and body,
 * and the Host it was meant for. `https://hooks.slack.com/services/T/B/x` lands on the
 * receivers' `/services/T/B/x`.
 */
export function channelInternet(receivers: () => ChannelReceivers): ChannelInternet {
  const answers = new Map<string, LookupAddress[]>();
  const family = (address: string) => (address.includes(':') ? 6 : 4);
  return {
    resolve(host, ...addresses) {
      answers.set(
        host.toLowerCase(),
        addresses.map((address) => ({ address, family: family(address) })),
      );
    },
    lookup: async (host) => answers.get(host.toLowerCase()) ?? [{ address: PUBLIC_TEST_ADDRESS, family: 4 }],
    route: (url) => ({ url: new URL(`${url.pathname}${url.search}`, receivers().url), addresses: [{ address: '127.0.0.1', family: 4 }] }),
  };
}
