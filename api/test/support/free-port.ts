import { createServer } from 'node:net';

/** A TCP port nobody listens on now, for a server a test starts itself (embedded PostgreSQL, a portal). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
