import { randomUUID } from 'node:crypto';
import { eventIdsFor } from './event-ids.js';
import { type EventStore, type ExpectedVersion, type GlobalEvent, type NewEvent, StreamVersionConflictError } from './event-store.js';

/**
 * The behaviour every event-store adapter must have, as a jest suite. An adapter's spec calls
 * `describeEventStoreContract` with a harness giving what only it can do: act as a privileged
 * operator, hold an append open, and try to rewrite history with the application's rights.
 */
export interface EventStoreContractHarness {
  store: EventStore;
  /** Starts an append inside a transaction that stays open until commit() or rollback(). */
  beginAppend(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[]): Promise<PendingAppend>;
  /** UPDATE, DELETE and TRUNCATE of stored events with the application's own rights: each error, or null if it went through. */
  attemptRewrites(streamId: string): Promise<Record<'update' | 'delete' | 'truncate', Error | null>>;
  /** Same three statements as a privileged operator (owner); triggers must still refuse them. */
  attemptRewritesAsOwner(streamId: string): Promise<Record<'update' | 'delete' | 'truncate', Error | null>>;
  /** Alters one stored event's data the way an operator with full rights could. */
  tamper(streamId: string, version: number): Promise<void>;
  /**
   * Alters one stored event's data and recomputes the hash chain from it to the stream's end, as
   * an operator with full rights on the database but without the chain key could: with the
   * adapter's public (unkeyed) hash function, or with a key of their own.
   */
  tamperAndRechain(streamId: string, version: number, how: 'public-hash' | 'wrong-key'): Promise<void>;
}

export interface PendingAppend {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

const TYPE = 'contract-test';

function events(count: number, key?: string, label = 'e'): NewEvent[] {
  const ids = eventIdsFor(key ?? randomUUID(), count);
  return ids.map((eventId, i) => ({ eventId, type: 'thing.happened', schemaVersion: 1, data: { label, i } }));
}

/** Follows the global order from an in-memory checkpoint, as an asynchronous reader does. */
class Reader {
  checkpoint: string | null = null;
  readonly seen: GlobalEvent[] = [];
  constructor(private readonly store: EventStore) {}

  async poll(): Promise<void> {
    for (;;) {
      const batch = await this.store.readAll(this.checkpoint, 7);
      if (batch.length === 0) return;
      this.seen.push(...batch);
      this.checkpoint = batch[batch.length - 1]!.checkpoint;
    }
  }

  /** Reads until nothing committed is left behind the checkpoint (other sessions may hold the horizon back a while). */
  async drain(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    await this.poll();
    while ((await this.store.countAfter(this.checkpoint)) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      await this.poll();
    }
  }

  /** Other sessions of the cluster may briefly hold the horizon back: poll until `count` seen. */
  async pollUntil(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    await this.poll();
    while (this.seen.length < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      await this.poll();
    }
  }
}

export function describeEventStoreContract(
  adapter: string,
  setup: () => Promise<EventStoreContractHarness>,
  teardown: () => Promise<void>,
): void {
  describe(`event store contract: ${adapter}`, () => {
    let h: EventStoreContractHarness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(teardown);

    it('appends to a new stream and reads it back in order with a hash chain', async () => {
      const stream = `s-${randomUUID()}`;
      const first = await h.store.append(stream, TYPE, 0, events(2));
      expect(first).toMatchObject({ nextVersion: 2, duplicate: false });
      const second = await h.store.append(stream, TYPE, 2, events(1));
      expect(second.nextVersion).toBe(3);
      const read = await h.store.readStream(stream);
      expect(read.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      expect(read[0]!.prevHash).toBeNull();
      expect(read[1]!.prevHash).toBe(read[0]!.hash);
      expect(read[2]!.prevHash).toBe(read[1]!.hash);
      expect(await h.store.verifyStream(stream)).toEqual({ streamId: stream, ok: true, problems: [] });
    });

    it('refuses a stale or premature expected version with a typed conflict', async () => {
      const stream = `s-${randomUUID()}`;
      await h.store.append(stream, TYPE, 0, events(1));
      await expect(h.store.append(stream, TYPE, 0, events(1))).rejects.toBeInstanceOf(StreamVersionConflictError);
      await expect(h.store.append(stream, TYPE, 5, events(1))).rejects.toMatchObject({ actual: 1, expected: 5 });
      await expect(h.store.append(`s-${randomUUID()}`, TYPE, 3, events(1))).rejects.toMatchObject({ actual: 0 });
      expect((await h.store.readStream(stream)).length).toBe(1);
    });

    it('lets exactly one of racing appends with the same expected version win; the stream grows by one', async () => {
      const stream = `s-${randomUUID()}`;
      await h.store.append(stream, TYPE, 0, events(1));
      const results = await Promise.allSettled(
        Array.from({ length: 16 }, (_, i) => h.store.append(stream, TYPE, 1, events(1, undefined, `racer-${i}`))),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(15);
      for (const r of lost) expect(r.reason).toBeInstanceOf(StreamVersionConflictError);
      expect((await h.store.readStream(stream)).length).toBe(2);
    });

    it('racing creations of one new stream: one wins', async () => {
      const stream = `s-${randomUUID()}`;
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => h.store.append(stream, TYPE, 0, events(1))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await h.store.readStream(stream)).length).toBe(1);
    });

    it('a retry with the same event ids returns the stored result and writes nothing', async () => {
      const stream = `s-${randomUUID()}`;
      await h.store.append(stream, TYPE, 0, events(1));
      const key = randomUUID();
      const first = await h.store.append(stream, TYPE, 1, events(2, key));
      const again = await h.store.append(stream, TYPE, 1, events(2, key));
      expect(first.duplicate).toBe(false);
      expect(again).toEqual({ ...first, duplicate: true });
      // Even concurrent retries of one command store it once.
      const key2 = randomUUID();
      const racing = await Promise.all(Array.from({ length: 6 }, () => h.store.append(stream, TYPE, 3, events(1, key2))));
      expect(new Set(racing.map((r) => r.lastPosition)).size).toBe(1);
      expect(racing.filter((r) => !r.duplicate)).toHaveLength(1);
      expect((await h.store.readStream(stream)).length).toBe(4);
    });

    it('refuses UPDATE, DELETE and TRUNCATE of events, for the application and the owner alike', async () => {
      const stream = `s-${randomUUID()}`;
      await h.store.append(stream, TYPE, 0, events(2));
      const before = await h.store.readStream(stream);
      for (const attempt of [await h.attemptRewrites(stream), await h.attemptRewritesAsOwner(stream)]) {
        expect(attempt.update).toBeInstanceOf(Error);
        expect(attempt.delete).toBeInstanceOf(Error);
        expect(attempt.truncate).toBeInstanceOf(Error);
      }
      expect(await h.store.readStream(stream)).toEqual(before);
    });

    it('hash verification names an event altered behind the store’s back', async () => {
      const stream = `s-${randomUUID()}`;
      await h.store.append(stream, TYPE, 0, events(4));
      await h.tamper(stream, 3);
      const result = await h.store.verifyStream(stream);
      expect(result.ok).toBe(false);
      const third = (await h.store.readStream(stream))[2]!;
      expect(result.problems).toEqual([{ streamVersion: 3, eventId: third.eventId, problem: 'content-altered' }]);
    });

    it.each([
      ['the public hash function', 'public-hash'],
      ['a key other than the store’s', 'wrong-key'],
    ] as const)('hash verification names an event rewritten and re-chained with %s', async (_, how) => {
      const stream = `s-${randomUUID()}`;
      await h.store.append(stream, TYPE, 0, events(4));
      await h.tamperAndRechain(stream, 3, how);
      const read = await h.store.readStream(stream);
      // The rewrite took, and the links were recomputed consistently: only the key can tell.
      expect(read[2]!.data).toMatchObject({ label: 'forged' });
      expect(read.slice(1).map((e, i) => e.prevHash === read[i]!.hash)).toEqual([true, true, true]);
      const result = await h.store.verifyStream(stream);
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([3, 4].map((v) => ({ streamVersion: v, eventId: read[v - 1]!.eventId, problem: 'content-altered' })));
    });

    it('a reader of the global order sees every committed event exactly once, even when commits come out of order', async () => {
      const reader = new Reader(h.store);
      await reader.drain(); // what earlier tests wrote is not part of this one
      reader.seen.length = 0;
      const committed: string[] = [];
      const note = (list: NewEvent[]) => committed.push(...list.map((e) => e.eventId));

      const heldEvents = events(2, undefined, 'held');
      const held = await h.beginAppend(`s-${randomUUID()}`, TYPE, 0, heldEvents); // takes its positions first
      for (let i = 0; i < 3; i++) {
        const list = events(1, undefined, `later-${i}`);
        await h.store.append(`s-${randomUUID()}`, TYPE, 0, list);
        note(list);
      }
      const doomed = await h.beginAppend(`s-${randomUUID()}`, TYPE, 0, events(2, undefined, 'doomed'));
      await reader.poll();
      // Nothing that committed after the held transaction began may be passed while it is open.
      expect(reader.seen.map((e) => e.eventId)).not.toEqual(expect.arrayContaining([committed[0]]));
      await doomed.rollback();
      await held.commit();
      note(heldEvents);

      // Concurrent writers, some held open a while, some rolled back, while the reader polls.
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 10; i++) {
          const list = events(1 + (i % 3), undefined, `w${w}-${i}`);
          if (i % 4 === 1) {
            const pending = await h.beginAppend(`s-${randomUUID()}`, TYPE, 0, list);
            await new Promise((r) => setTimeout(r, 5 + ((w * 7 + i) % 20)));
            if ((w + i) % 3 === 0) {
              await pending.rollback();
              continue;
            }
            await pending.commit();
          } else {
            await h.store.append(`s-${randomUUID()}`, TYPE, 0, list);
          }
          note(list);
        }
      });
      const polling = (async () => {
        for (let i = 0; i < 20; i++) {
          await reader.poll();
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      await Promise.all([...writers, polling]);
      await reader.pollUntil(committed.length);

      const seenIds = reader.seen.map((e) => e.eventId);
      expect(new Set(seenIds).size).toBe(seenIds.length); // exactly once
      expect(new Set(seenIds)).toEqual(new Set(committed)); // every committed event, nothing rolled back

      // The same order as a full replay from the start.
      const replay = new Reader(h.store);
      await replay.pollUntil(Number.MAX_SAFE_INTEGER, 0);
      const replayed = replay.seen.map((e) => e.eventId).filter((id) => new Set(committed).has(id));
      expect(replayed).toEqual(seenIds);
    });
  });
}
