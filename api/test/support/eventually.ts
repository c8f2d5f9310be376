/**
 * Polls `probe` until `ok` holds, for what the read side shows some time after a write: a
 * projection (or the outbox) applies it on its own schedule, and a transaction open anywhere in
 * the test cluster may hold the runners back, so a test's catchUp() is no barrier.
 */
export async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, what: string, withinMs = 30_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not so within ${withinMs / 1000} s (last: ${JSON.stringify(value).slice(0, 500)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
