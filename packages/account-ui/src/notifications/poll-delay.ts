/** How often the bell asks while all is well. */
export const INBOX_POLL_MS = 15_000;
/** The longest wait between two tries while the API keeps failing. */
export const INBOX_MAX_POLL_MS = 120_000;

/** After `failures` failed polls in a row: 15 s, 30 s, 1 min, 2 min, 2 min… (back to 15 s after a success). */
export function inboxPollDelay(failures: number): number {
  return Math.min(INBOX_POLL_MS * 2 ** Math.max(0, failures), INBOX_MAX_POLL_MS);
}
