import { createServer } from 'node:net';

/**
 * Asks the OS for an unused TCP port on 127.0.0.1. The port is released before returning, so
 * another process may grab it in between; callers that bind later retry on EADDRINUSE.
 *
 * @example
 * ```ts
 * const port = await freePort();
 * server.listen(port, '127.0.0.1');
 * ```
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('OS returned no port'))));
    });
  });
}

/**
 * Resolves true when nothing accepts connections on 127.0.0.1:`port` any more.
 *
 * @example
 * ```ts
 * expect(await isPortFree(chain.port)).toBe(true);
 * ```
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
