import type { EventStore, GlobalEvent, SqlSession } from '../event-store.js';

/** The reads of the global log the live runners make. */
export type LogReads = Pick<EventStore, 'readAll'>;

export interface SharedLogReadsOptions {
  /** The most events held in memory for the runners behind the fastest one. */
  maxHeld?: number;
  /** How long the fastest runner may wait for a slower one to take the oldest held events. */
  waitMs?: number;
  /** A runner that has not read for this long (it is not the leader, say) is not waited for. */
  activeMs?: number;
}

/**
 * One read of the global log for all the runners of a process, rather than one per runner (issue
 * 25 §6, issue 36 §4: six projections catching up read the log six times, then three and a half
 * times when they drifted apart). The reads that runners make are kept as one window of the
 * log, in order: a runner whose checkpoint is in the window is handed the events after it from
 * memory, and only the runner that runs past the window's end reads, from that end, for
 * everyone. This is safe because every `readAll` returns a prefix of the log after its
 * checkpoint that no later commit changes (es_read_all stops below the oldest running
 * transaction): the next read from the window's end continues it exactly, whatever its size.
 *
 * The window holds at most `maxHeld` events. Events every active runner has passed are let go;
 * when the fastest runner would hold more, it waits (up to `waitMs`) for the slowest to take
 * them, so that a catch-up reads the log once rather than once per drift. A runner still behind
 * after that, or one whose checkpoint is elsewhere (a new projection, another process's), reads
 * the store itself. The events handed out are shared between projections, which read them and
 * never change them.
 */
export class SharedLogReads {
  private readonly maxHeld: number;
  private readonly waitMs: number;
  private readonly activeMs: number;
  /** The window: events after `start`, in log order; `base` is the number of events let go before them. */
  private events: GlobalEvent[] = [];
  private start: string | null | undefined = undefined;
  private base = 0;
  /** The position in the window (base included) just after each event, by its checkpoint. */
  private readonly after = new Map<string, number>();
  /**
   * Each runner's last asked checkpoint and when it asked; `undefined` until it first asks, when
   * it is taken to stand at the window's front for `activeMs` after the window started (runners
   * start together, but the first to ask would otherwise run through the log alone).
   */
  private readonly positions = new Map<string, { after: string | null | undefined; at: number }>();
  private startedAt = 0;
  /** The read from the window's end under way; true when it came back short (the head of the log). */
  private extending?: Promise<boolean>;
  private moved: Array<() => void> = [];

  constructor(
    private readonly store: LogReads,
    options: SharedLogReadsOptions = {},
  ) {
    this.maxHeld = options.maxHeld ?? 64_000;
    this.waitMs = options.waitMs ?? 1000;
    this.activeMs = options.activeMs ?? 3000;
  }

  /** The reads of one runner (its name tells the window who is where). */
  reader(name: string): LogReads {
    if (!this.positions.has(name)) this.positions.set(name, { after: undefined, at: 0 });
    return { readAll: (after, limit, session) => this.readAll(name, after, limit, session) };
  }

  private async readAll(name: string, after: string | null, limit: number, session?: SqlSession): Promise<GlobalEvent[]> {
    this.positions.set(name, { after, at: Date.now() });
    for (const wake of this.moved.splice(0)) wake();
    if (this.positionOf(after) === undefined) {
      if (this.extending || (this.start !== undefined && this.othersIn(name))) return this.store.readAll(after, limit, session);
      // Nobody else reads from the window: it starts again where this runner stands.
      this.reset(after);
    }
    for (let extended = false; ;) {
      const from = this.positionOf(after);
      if (from === undefined) return this.store.readAll(after, limit, session);
      // Enough events, or the head of the log reached by the last read: what there is now.
      if (this.base + this.events.length - from >= limit || extended) return this.events.slice(from - this.base, from - this.base + limit);
      if (this.extending) {
        // Another runner's read from the window's end: a short one reached the head of the log.
        extended = await this.extending;
        continue;
      }
      this.extending = this.extend(name, limit, session).then((read) => read < limit);
      try {
        await this.extending;
      } finally {
        this.extending = undefined;
      }
      // A full read leaves enough; a short one is all there is until more commits.
      extended = true;
    }
  }

  /** Reads `limit` events after the window's end into it, room made first; how many came. */
  private async extend(name: string, limit: number, session?: SqlSession): Promise<number> {
    const deadline = Date.now() + this.waitMs;
    this.letGo(false);
    while (this.events.length + limit > this.maxHeld && Date.now() < deadline && this.othersIn(name)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.moved.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.letGo(false);
    }
    this.letGo(true);
    const last = this.events.length ? this.events[this.events.length - 1]!.checkpoint : this.start!;
    const read = await this.store.readAll(last, limit, session);
    for (const event of read) {
      this.events.push(event);
      this.after.set(event.checkpoint, this.base + this.events.length);
    }
    return read.length;
  }

  /** Lets go of the events every active runner in the window has passed; `force`: down to maxHeld. */
  private letGo(force: boolean): void {
    let front = this.base + this.events.length;
    for (const [name, { after, at }] of this.positions) {
      const position = this.activePosition(after, at);
      if (position === null && after !== undefined) this.positions.delete(name);
      if (position !== null && position !== undefined) front = Math.min(front, position);
    }
    if (force) front = Math.max(front, this.base + this.events.length - this.maxHeld);
    const drop = front - this.base;
    if (drop <= 0) return;
    const gone = this.events.slice(0, drop);
    for (const event of gone) this.after.delete(event.checkpoint);
    this.start = gone[gone.length - 1]!.checkpoint;
    this.events = this.events.slice(drop);
    this.base = front;
  }

  /** Where an active runner stands in the window (undefined: elsewhere); null when it is not active. */
  private activePosition(after: string | null | undefined, at: number): number | undefined | null {
    const now = Date.now();
    if (after === undefined) return this.start !== undefined && now - this.startedAt <= this.activeMs ? this.base : null;
    return now - at <= this.activeMs ? this.positionOf(after) : null;
  }

  private positionOf(after: string | null): number | undefined {
    if (this.start === undefined) return undefined;
    if (after === this.start) return this.base;
    return after === null ? undefined : this.after.get(after);
  }

  /** Whether another active runner stands in the window. */
  private othersIn(name: string): boolean {
    for (const [other, { after, at }] of this.positions) {
      const position = other === name ? undefined : this.activePosition(after, at);
      if (position !== null && position !== undefined) return true;
    }
    return false;
  }

  private reset(after: string | null): void {
    this.events = [];
    this.after.clear();
    this.start = after;
    this.base = 0;
    this.startedAt = Date.now();
  }
}
