/*
 * The syntax of a check's target, per check type; shared so the admin form and the API give
 * the same messages. Which addresses a check may reach is the server's business
 * (modules/monitoring/check-target.ts). Zod-free and Node-free.
 */

export type CheckTargetType = 'http' | 'tcp' | 'dns';

export type ParsedTarget = { ok: true; host: string; port: number | null; isIp: boolean; url: string | null } | { ok: false; message: string };

export const TARGET_MESSAGES = {
  http: 'Enter an http:// or https:// address, such as https://claims.example.ca/health',
  credentials: 'Leave any user name and password out of the address',
  tcp: 'Enter a host and port, such as voip.example.ca:5060 (IPv6 in brackets: [2001:db8::10]:5060)',
  port: 'The port must be a number from 1 to 65535',
  dns: 'Enter a host name to resolve, such as claims.example.ca',
  dnsNotAddress: 'A DNS check resolves a host name; enter a name, not an address',
  host: 'The host must be a host name such as claims.example.ca or an IP address',
} as const;

const LABEL = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/i;
const DOTTED_IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARS = /^[0-9a-f:.]+$/i;

function isIpv6Literal(host: string): boolean {
  return host.includes(':') && IPV6_CHARS.test(host) && (host.match(/::/g)?.length ?? 0) <= 1;
}

/**
 * A DNS name, or a dotted-quad IPv4 address. Names whose last label is all digits are refused:
 * the system resolver would read "127.1" or "2130706433" as addresses.
 */
function hostKind(host: string): 'name' | 'ipv4' | 'ipv6' | null {
  if (isIpv6Literal(host)) return 'ipv6';
  if (DOTTED_IPV4.test(host)) return 'ipv4';
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name.length === 0 || name.length > 253) return null;
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  if (/^(\d+|0x[0-9a-f]+)$/i.test(labels.at(-1)!)) return null;
  return 'name';
}

function parsePort(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

function parseHttp(target: string): ParsedTarget {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, message: TARGET_MESSAGES.http };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: TARGET_MESSAGES.http };
  if (url.username || url.password) return { ok: false, message: TARGET_MESSAGES.credentials };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = hostKind(host);
  if (!kind) return { ok: false, message: TARGET_MESSAGES.host };
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { ok: true, host: host.toLowerCase(), port, isIp: kind !== 'name', url: url.toString() };
}

function parseTcp(target: string): ParsedTarget {
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(target);
  const plain = /^([^:[\]]+):(\d+)$/.exec(target);
  const match = bracketed ?? plain;
  if (!match) return { ok: false, message: TARGET_MESSAGES.tcp };
  const host = match[1]!;
  const kind = hostKind(host);
  if (!kind || (bracketed && kind !== 'ipv6')) return { ok: false, message: TARGET_MESSAGES.host };
  const port = parsePort(match[2]!);
  if (port === null) return { ok: false, message: TARGET_MESSAGES.port };
  return { ok: true, host: host.toLowerCase(), port, isIp: kind !== 'name', url: null };
}

function parseDns(target: string): ParsedTarget {
  const kind = hostKind(target);
  if (kind === 'ipv4' || kind === 'ipv6') return { ok: false, message: TARGET_MESSAGES.dnsNotAddress };
  if (kind !== 'name' || target.includes('/')) return { ok: false, message: TARGET_MESSAGES.dns };
  return { ok: true, host: target.toLowerCase().replace(/\.$/, ''), port: null, isIp: false, url: null };
}

export function parseCheckTarget(type: CheckTargetType, raw: string): ParsedTarget {
  const target = raw.trim();
  if (type === 'http') return parseHttp(target);
  if (type === 'tcp') return parseTcp(target);
  return parseDns(target);
}

/** What the form shows as an example for each type. */
export const TARGET_PLACEHOLDER: Record<CheckTargetType, string> = {
  http: 'https://claims.example.ca/health',
  tcp: 'voip.example.ca:5060',
  dns: 'claims.example.ca',
};
