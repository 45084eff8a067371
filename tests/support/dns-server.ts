import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * A tiny DNS server on loopback UDP for dns checks: it answers A and AAAA questions for the
 * names a test sets, NXDOMAIN for others, and can stay silent to test timeouts. Enough of
 * RFC 1035 for one question per query; nothing more.
 */
export interface DnsServer {
  /** host:port, as config.monitor.dnsServers takes it. */
  address: string;
  records: Map<string, { a?: string[]; aaaa?: string[] }>;
  silent: boolean;
  queries: number;
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

export async function startDnsServer(): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  const server: DnsServer = { address: '', records: new Map(), silent: false, queries: 0, close: async () => undefined };
  socket.on('message', (query, remote) => {
    server.queries += 1;
    if (server.silent) return;
    const question = readQuestion(query);
    if (!question) return;
    const entry = server.records.get(question.name.toLowerCase());
    const addresses = question.type === TYPE_A ? (entry?.a ?? []) : question.type === TYPE_AAAA ? (entry?.aaaa ?? []) : [];
    socket.send(answer(query, question.end, entry ? 0 : 3, question.type, addresses), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  server.address = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  server.close = () => new Promise<void>((resolve) => socket.close(() => resolve()));
  return server;
}

function readQuestion(query: Buffer): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset]!;
    offset += 1;
    if (length === 0) break;
    labels.push(query.toString('ascii', offset, offset + length));
    offset += length;
  }
  if (offset + 4 > query.length) return null;
  return { name: labels.join('.'), type: query.readUInt16BE(offset), end: offset + 4 };
}

/** The query's header and question, then one answer record per address (name as a pointer to the question). */
function answer(query: Buffer, questionEnd: number, rcode: number, type: number, addresses: string[]): Buffer {
  const header = Buffer.from(query.subarray(0, questionEnd));
  header.writeUInt16BE(0x8180 | rcode, 2); // response, recursion desired + available
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  header.writeUInt16BE(0, 8);
  header.writeUInt16BE(0, 10);
  const records = addresses.map((address) => {
    const data = Buffer.from(ipaddr.parse(address).toByteArray());
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0);
    record.writeUInt16BE(type, 2);
    record.writeUInt16BE(1, 4);
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(data.length, 10);
    return Buffer.concat([record, data]);
  });
  return Buffer.concat([header, ...records]);
}
