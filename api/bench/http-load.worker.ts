import { Agent, get } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The HTTP client of a benchmark, in a thread of its own: the server's event loop then carries
 * only the server's work, as it would behind a real client. Sends each URL once, `concurrency`
 * at a time over kept-alive connections, and posts back every request's duration in
 * milliseconds.
 * node:http rather than fetch: undici's fetch (WHATWG streams and headers) costs about three
 * times the CPU per request, taken from the same two cores the server and the database use.
 */
const { urls, concurrency, headers } = workerData as { urls: string[]; concurrency: number; headers: Record<string, string> };
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`))));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const samples: number[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const start = performance.now();
      await send(url);
      samples.push(performance.now() - start);
    }
  }),
);
agent.destroy();
parentPort!.postMessage(samples);
