import http from 'node:http';

/**
 * A raw HTTP client for the fuzz suite: the path, the headers and the body bytes go on the wire
 * exactly as given (supertest and fetch would re-encode a broken `%E0%A4%A` or refuse a body
 * that is not JSON), over a few keep-alive connections to one server.
 */
export interface RawRequest {
  method: string;
  /** Path and query as sent, already percent-encoded (or deliberately broken). */
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  body: string;
}

export class FuzzClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly port: number,
    concurrency: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  }

  /** Connections the server closed between two requests, each retried once on a new connection. */
  staleConnections = 0;

  async send(request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
    try {
      return await this.sendOnce(request, timeoutMs);
    } catch (error) {
      // A keep-alive connection the server had closed after its last answer (it does after
      // refusing a body it did not read) fails the next request written to it before any byte
      // is read: Node's documented case for a retry. A request on a new connection is not retried.
      if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
      this.staleConnections++;
      return this.sendOnce(request, timeoutMs);
    }
  }

  private sendOnce(request: RawRequest, timeoutMs: number): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const body =
        request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: request.method,
          path: request.url,
          agent: this.agent,
          headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error) =>
        reject(
          Object.assign(error, {
            reusedSocket: req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? ''),
          }),
        ),
      );
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `work` on every item with at most `concurrency` at a time, in order of start. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
