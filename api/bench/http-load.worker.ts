import { connect, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The HTTP client of a benchmark, in a thread of its own: the server's event loop then carries
 * only the server's work, as it would behind a real client. Sends each URL once, `concurrency`
 * at a time over kept-alive connections, and posts back every request's duration in
 * milliseconds.
 * Like wrk, it writes requests as raw bytes and reads no more of an answer than its status and
 * length: the client shares the machine's two cores with the server and the database, and
 * node:http's client costs about 0.2 ms of CPU a request (undici's fetch three times that),
 * which the server would pay for in its own latency.
 */
const { urls, concurrency, headers } = workerData as { urls: string[]; concurrency: number; headers: Record<string, string> };
const HEADER_END = Buffer.from('\r\n\r\n');

/** One kept-alive connection that sends a GET and waits for the whole answer. */
async function connection(host: string, port: number) {
  const socket: Socket = connect({ host, port, noDelay: true });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  let pending: { resolve: () => void; reject: (e: Error) => void; url: string } | undefined;
  let buffer: Buffer = Buffer.alloc(0);
  let bodyEnd = -1;
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    if (bodyEnd < 0) {
      const headEnd = buffer.indexOf(HEADER_END);
      if (headEnd < 0) return;
      const head = buffer.subarray(0, headEnd).toString('latin1');
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
      if (status !== 200 || length === undefined)
        return pending?.reject(new Error(`${pending.url} answered ${status}${length === undefined ? ' without a length' : ''}`));
      bodyEnd = headEnd + HEADER_END.length + Number(length);
    }
    if (buffer.length < bodyEnd) return;
    buffer = buffer.subarray(bodyEnd);
    bodyEnd = -1;
    pending?.resolve();
  });
  socket.on('error', (error) => pending?.reject(error));
  return {
    get(url: URL): Promise<void> {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject, url: url.href };
        socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`);
      });
    },
    close: () => socket.destroy(),
  };
}

const parsed = urls.map((u) => new URL(u));
const samples: number[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const client = await connection(parsed[0]!.hostname, Number(parsed[0]!.port));
    while (next < parsed.length) {
      const url = parsed[next++]!;
      const start = performance.now();
      await client.get(url);
      samples.push(performance.now() - start);
    }
    client.close();
  }),
);
parentPort!.postMessage(samples);
