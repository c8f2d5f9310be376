/**
 * Work the API process repeats on a timer (pruning uploads, due-soon reminders, the event store's
 * daily digest): one turn at a time, a failed turn (the database away) reported and tried again
 * at the next, and stopping waits for the turn under way. Every instance of the API may run the
 * same work, so the work itself must tolerate another instance doing it too. The timer never
 * keeps the process alive.
 */
export class PeriodicWork {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onFailure: (error: Error) => void,
  ) {}

  /** Starts the timer; with `now`, also a first turn at once (a process that was down catches up). */
  start({ now }: { now: boolean }): void {
    const turn = () => {
      this.running ??= this.work()
        .catch((error: unknown) => this.onFailure(error as Error))
        .finally(() => (this.running = undefined));
    };
    if (now) turn();
    this.timer = setInterval(turn, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
