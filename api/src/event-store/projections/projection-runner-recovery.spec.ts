import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { EventChain } from '../postgres/event-chain.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { eventIdsFor } from '../event-ids.js';
import { ProjectionRunner } from './projection-runner.js';
import { StreamSummaryProjection } from '#src/modules/stream-summary/stream-summary.projection';
import { JsonLogger } from '#src/infrastructure/logging/logger';

/**
 * A runner that backed off through a long outage resumes as soon as the database is back, not at
 * the end of its current back-off. The outage is a real one as the application sees it: a TCP
 * relay in front of the real server refuses connections and drops the open ones, then listens again.
 */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    this.server = createServer((inbound) => {
      const outbound = connect(this.targetPort, this.targetHost);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}

const quiet = new JsonLogger('error');
let db: TestDatabase;
let relay: Relay;
let app: AppDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // The application's own login (registry_app), through the relay.
  const target = new URL(db.appUrl);
  relay = new Relay(target.hostname, Number(target.port));
  await relay.up();
  target.hostname = '127.0.0.1';
  target.port = String(relay.port);
  app = await connectApp(target.toString(), 4);
});
afterAll(async () => {
  await app.close();
  await relay.down();
  await db.drop();
});

it('given a runner deep in its back-off, when the database is reachable again, then it reads the next event within two seconds', async () => {
  // A back-off allowed to grow to a minute: only the wake-up on recovery can make it resume soon.
  const runner = new ProjectionRunner(
    app.pool,
    new PostgresEventStore(app.pool, new EventChain(TEST_EVENT_CHAIN_KEY)),
    new StreamSummaryProjection(),
    quiet,
    {
      idleMs: 20,
      maxBackoffMs: 60_000,
      availability: app.availability,
    },
  );
  const direct = new PostgresEventStore(db.owner, new EventChain(TEST_EVENT_CHAIN_KEY));
  const summarised = async (stream: string) =>
    ((await db.owner.query('SELECT 1 FROM rm_stream_summary WHERE stream_id = $1', [stream])).rowCount ?? 0) > 0;
  runner.start();
  try {
    const before = `probe-${randomUUID()}`;
    await direct.append(before, 'probe', 0, [{ eventId: eventIdsFor(undefined, 1)[0]!, type: 'probe.made', schemaVersion: 1, data: {} }]);
    for (let i = 0; i < 100 && !(await summarised(before)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await summarised(before)).toBe(true);

    await relay.down();
    // Long enough for a doubling back-off from 20 ms to reach several seconds.
    await new Promise((r) => setTimeout(r, 6000));
    expect(app.availability.unavailable).toBe(true);

    await relay.up();
    const after = `probe-${randomUUID()}`;
    await direct.append(after, 'probe', 0, [{ eventId: eventIdsFor(undefined, 1)[0]!, type: 'probe.made', schemaVersion: 1, data: {} }]);
    // Any connection of the application succeeding (here a request's) is the database's return.
    const back = Date.now();
    await app.pool.query('SELECT 1');
    while (Date.now() - back < 10_000 && !(await summarised(after))) await new Promise((r) => setTimeout(r, 50));
    expect(await summarised(after)).toBe(true);
    expect(Date.now() - back).toBeLessThan(2000);
  } finally {
    await runner.stop();
  }
});
