/** SQLSTATE of a database error (pg and PGlite both put it in `code`). */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** 23P01: an exclusion constraint refused the row (a provider's time already taken). */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A deadlock or serialization failure: the transaction did nothing and may simply run again. */
const isRetryable = (error: unknown) => ['40P01', '40001'].includes(sqlState(error) ?? '');

/** Runs a transaction again (a few times) when PostgreSQL chose it as a deadlock victim. */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
