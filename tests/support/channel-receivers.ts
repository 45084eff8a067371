import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins on loopback for what alert channels talk to (the outside internet is the only thing
 * tests stand in for): a Teams Workflows webhook, a Slack incoming webhook, a subscriber's own
 * webhook and Twilio's Messages API all answer here, each request recorded with its headers and
 * body. A path can be told to answer with another status.
 */
export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ChannelReceivers {
  url: string;
  received: ReceivedRequest[];
  /** The requests a path received, JSON bodies parsed. */
  at(path: string): { headers: http.IncomingHttpHeaders; body: string; json: () => Record<string, unknown> }[];
  /** Answer `status` on `path` from now on (200 by default). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startChannelReceivers(): Promise<ChannelReceivers> {
  const received: ReceivedRequest[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.get(path) ?? (path.endsWith('/Messages.json') ? 201 : 200);
      response.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? '{"ok":true}' : '{"message":"refused by the stand-in"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    at: (path) =>
      received.filter((r) => r.path === path).map((r) => ({ headers: r.headers, body: r.body, json: () => JSON.parse(r.body) as Record<string, unknown> })),
    answer: (path, status) => void statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
