import type { ServerResponse } from 'node:http';

/**
 * A polled answer's headers (security headers included), made once per answer object as the flat
 * list of names and values `writeHead` takes (given an object, node:http walks it with for...in
 * and hasOwnProperty on every answer). Written with node:http's public `writeHead` every time:
 * the header bytes are node:http's own, for every status, protocol version and connection state
 * (ADR 21 says why no private field of node:http is touched).
 */
export class HeaderBlock {
  constructor(readonly list: readonly string[]) {}

  writeHead(response: ServerResponse, status: number): void {
    response.writeHead(status, this.list as string[]);
  }
}
