import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each notification, and whether it is listening (every change of state). */
export interface ListenEvents {
  /** LISTEN is in place: from now on every committed change is announced. */
  onListening(): void;
  onNotification(payload: string): void;
  /** The connection failed or dropped: changes may go unannounced until the next onListening. */
  onLost(error: Error): void;
}

export interface Listening {
  stop(): Promise<void>;
}

/** Waits before trying to listen again after a failure: 0.5 s, doubling up to 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * LISTEN on PostgreSQL over a dedicated connection outside the pool (a pooled connection is
 * shared, and LISTEN belongs to a session). When it fails or drops, reports it and connects again
 * with growing pauses until stopped.
 */
export function listenOnPostgres(connectionString: string, channel: string, events: ListenEvents): Listening {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const lose = (error: Error) => {
    const lost = client;
    client = undefined;
    if (!lost || stopped) return;
    lost.removeAllListeners();
    lost.on('error', () => undefined);
    void lost.end().catch(() => undefined);
    events.onLost(error);
    retry = setTimeout(connect, reconnectDelayMs(attempt++));
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString, application_name: 'handyhub-api-listen' });
    client = candidate;
    candidate.on('notification', (message) => events.onNotification(message.payload ?? ''));
    candidate.on('error', (error) => lose(error));
    candidate.on('end', () => lose(new Error('the LISTEN connection ended')));
    try {
      await candidate.connect();
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client === candidate) lose(error as Error);
      return;
    }
    if (stopped || client !== candidate) return;
    attempt = 0;
    events.onListening();
  }

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}

/**
 * LISTEN on the embedded PGlite: the same instance, in this process, so there is no connection
 * to drop while it is open.
 */
export function listenOnPglite(pglite: PGlite, channel: string, events: ListenEvents): Listening {
  const unlisten = pglite.listen(channel, (payload) => events.onNotification(payload)).then(
    (stop) => {
      events.onListening();
      return stop;
    },
    (error: unknown) => {
      events.onLost(error as Error);
      return undefined;
    },
  );
  return {
    stop: async () => {
      const stop = await unlisten;
      if (stop && !pglite.closed) await stop().catch(() => undefined);
    },
  };
}
