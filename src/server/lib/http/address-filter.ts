import { parseWhitelistEntry, type ParsedEntry } from './ip.ts';

/**
 * The widest ranges an admin may aim a whitelist entry or a notification at. A shorter prefix
 * is no longer "a clinic's network" but many unrelated ones, up to the whole internet at /0:
 * /8 is the largest block ever assigned to one organisation in IPv4; /32 is the usual
 * allocation to one provider in IPv6 (a clinic gets a /48 to /64 from it).
 */
export const MIN_FILTER_PREFIX = { ipv4: 8, ipv6: 32 } as const;

const WIDEST = `a range of /${MIN_FILTER_PREFIX.ipv4} or narrower (IPv6: /${MIN_FILTER_PREFIX.ipv6} or narrower)`;

/** What to enter instead of a too-wide range, per form. */
export const TOO_WIDE_ADVICE = {
  whitelist: `enter the clinic’s address or ${WIDEST}, such as 203.0.113.0/24`,
  notification: `leave the target empty to notify everyone, or enter an address or ${WIDEST}`,
} as const;

export type AddressFilterParse = { ok: true; entry: ParsedEntry } | { ok: false; message: string | null };

/**
 * An address or CIDR range an admin typed to pick networks: parsed and normalised, or refused
 * with a message naming the problem (`message: null` when it is simply not an address, so the
 * form's own wording applies).
 */
export function parseAddressFilter(raw: string, tooWideAdvice: string): AddressFilterParse {
  const value = raw.trim();
  const zone = /%[^/]*/.exec(value);
  if (zone) {
    return {
      ok: false,
      message: `${value} has a zone id (${zone[0]}), which only means something on one computer; enter the address without it, such as 2001:db8::1`,
    };
  }
  const entry = parseWhitelistEntry(value);
  if (!entry) return { ok: false, message: null };
  if (entry.kind === 'range' && entry.bits < MIN_FILTER_PREFIX[entry.network.kind()]) {
    return { ok: false, message: `${entry.text} covers ${entry.bits === 0 ? 'every network' : 'far too many networks'}; ${tooWideAdvice}` };
  }
  return { ok: true, entry };
}
