import { parentPort, workerData } from 'node:worker_threads';

/**
 * The HTTP client of a benchmark, in a thread of its own: the server's event loop then carries
 * only the server's work, as it would behind a real client. Sends each URL once, `concurrency`
 * at a time, and posts back every request's duration in milliseconds.
 */
const { urls, concurrency, headers } = workerData as { urls: string[]; concurrency: number; headers: Record<string, string> };
const samples: number[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      samples.push(performance.now() - started);
    }
  }),
);
parentPort!.postMessage(samples);
