import net from 'node:net';

/**
 * A TCP port that is free on 127.0.0.1 right now: the OS picks one, we release it and hand it
 * on. Another process could take it in between; in practice the OS does not reuse it at once.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close((error) => (error ? reject(error) : port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}
