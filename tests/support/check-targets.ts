import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Check targets on loopback whose behaviour a test controls (tests never reach the internet).
 * The HTTP target answers `status` with `body` after `delayMs`, or never when `hang` is set.
 */
export interface HttpTarget {
  url: string;
  port: number;
  hits: number;
  behaviour: { status: number; body: string; delayMs: number; hang: boolean };
  /** Stops answering: new connections are refused. */
  close(): Promise<void>;
  /** Listens again on the same port. */
  reopen(): Promise<void>;
}

export async function startHttpTarget(behaviour: Partial<HttpTarget['behaviour']> = {}): Promise<HttpTarget> {
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const target: HttpTarget = {
    url: '',
    port: 0,
    hits: 0,
    behaviour: { status: 200, body: 'ok', delayMs: 0, hang: false, ...behaviour },
    close: async () => undefined,
    reopen: async () => undefined,
  };
  const server = http.createServer((_request, response) => {
    target.hits += 1;
    const { status, body, delayMs, hang } = target.behaviour;
    if (hang) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    }, delayMs);
    timers.add(timer);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  target.port = (server.address() as AddressInfo).port;
  target.url = `http://127.0.0.1:${target.port}`;
  target.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  target.reopen = () => listen(target.port);
  return target;
}

/** A TCP listener that accepts and closes connections; close() makes the port refuse them. */
export interface TcpTarget {
  address: string;
  port: number;
  connections: number;
  close(): Promise<void>;
}

export async function startTcpTarget(): Promise<TcpTarget> {
  const target: TcpTarget = { address: '', port: 0, connections: 0, close: async () => undefined };
  const server = net.createServer((socket) => {
    target.connections += 1;
    socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  target.port = (server.address() as AddressInfo).port;
  target.address = `127.0.0.1:${target.port}`;
  target.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return target;
}
