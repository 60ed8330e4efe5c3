/**
 * Polls until `done` holds, for what happens on its own: a worker handling a message, a change
 * notification arriving over another connection. The time limit is a real wait, measured on the
 * monotonic clock, never the test world's clock (which stands still unless a test moves it).
 */
export async function waitUntil(what: string | (() => string), done: () => boolean | Promise<boolean>, options: { timeoutMs?: number; everyMs?: number } = {}): Promise<void> {
  const deadline = performance.now() + (options.timeoutMs ?? 15_000);
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting until ${typeof what === 'string' ? what : what()}.`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
}
