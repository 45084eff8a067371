import type { LookupFunction } from 'node:net';
import type { PinnedAddresses } from './types.ts';

/**
 * A `lookup` for net/http that answers only the addresses check-target.ts vetted, so the
 * connection cannot go somewhere a second, different DNS answer points to.
 */
export function pinnedLookup(addresses: PinnedAddresses): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error(`No vetted address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}
