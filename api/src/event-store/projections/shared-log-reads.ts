import type { EventStore, GlobalEvent, SqlSession } from '../event-store.js';

/** The reads of the global log the live runners make. */
export type LogReads = Pick<EventStore, 'readAll'>;

interface SharedRead {
  read: Promise<GlobalEvent[]>;
  /** How many runners have been handed this read so far. */
  takers: number;
  /** The batch size asked for: the events it holds once full. */
  size: number;
}

/**
 * One read of the global log for all the runners of a process that ask for the same batch (the
 * same checkpoint and size), rather than one per runner: behind a backlog the runners start at
 * the same checkpoint and grow their batches alike, so without this each of them fetches and
 * parses every event (issue 25 §6: the first catch-up of six projections read the log six times).
 *
 * Sharing is safe because `readAll` returns a prefix of the log after the checkpoint that no
 * later commit can change (es_read_all stops below the oldest running transaction). A full batch
 * is therefore the same whenever it is read, and is kept until every runner has taken it (or,
 * past `maxHeld` events kept, newer reads push it out). A short batch (the head of the log) is
 * shared only while its query runs: read again later, it may have grown.
 *
 * The events handed out are shared between projections, which read them and never change them.
 */
export class SharedLogReads implements LogReads {
  private readonly reads = new Map<string, SharedRead>();
  /** Events held by the kept reads (each counted at its batch size). */
  private held = 0;

  constructor(
    private readonly store: LogReads,
    /** How many runners read through this: a read taken by all of them is let go. */
    private readonly runners: number,
    /**
     * The most events kept for runners that have not taken them yet: a runner far behind (or
     * failing on one event) makes the others' batches wait for it, and this bounds the memory.
     */
    private readonly maxHeld = 64_000,
  ) {}

  readAll(after: string | null, limit: number, session?: SqlSession): Promise<GlobalEvent[]> {
    const key = `${after ?? ''}|${limit}`;
    const shared = this.reads.get(key);
    if (shared) {
      shared.takers += 1;
      if (shared.takers >= this.runners) this.drop(key);
      return shared.read;
    }
    const read = this.store.readAll(after, limit, session);
    if (this.runners <= 1) return read;
    const entry: SharedRead = { read, takers: 1, size: limit };
    this.reads.set(key, entry);
    this.held += limit;
    const forget = () => {
      if (this.reads.get(key) === entry) this.drop(key);
    };
    read.then((events) => {
      if (events.length < limit) forget();
    }, forget);
    // The oldest reads go first when runners drift too far apart to meet at the same batches.
    for (const oldest of this.reads.keys()) {
      if (this.held <= this.maxHeld || oldest === key) break;
      this.drop(oldest);
    }
    return read;
  }

  private drop(key: string): void {
    const entry = this.reads.get(key);
    if (!entry) return;
    this.reads.delete(key);
    this.held -= entry.size;
  }
}
