import type { Kysely } from 'kysely';
import type { Database, MarketRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { insertNotifications, type LaunchPayload } from '../notifications';
import { claimWaitingEntries } from '../waitlist';

/**
 * "We are live in your area" to everyone waiting in the market's postal codes who was not told
 * yet and has not left the waitlist (docs/admin-markets.md, "The launch email"): claimed and
 * queued in `trx`, the transaction that opens the market, so either both happen or neither.
 * Returns how many were queued.
 */
export async function queueLaunchEmails(deps: Pick<Deps, 'queue' | 'now'>, trx: Kysely<Database>, market: MarketRow): Promise<number> {
  const now = deps.now();
  const entries = await claimWaitingEntries(trx, market.postal_codes, now);
  if (entries.length === 0) return 0;
  const rows = await insertNotifications(
    trx,
    entries.map((entry) => {
      const payload: LaunchPayload = {
        kind: 'launch',
        event: 'market_launch',
        // A waitlist entry has no language of its own: the market's (docs/languages.md).
        language: market.language,
        recipientName: '',
        marketId: market.id,
        marketName: market.name,
        postalCode: entry.postal_code,
        waitlistEntryId: entry.id,
      };
      return {
        user_id: null,
        event: 'market_launch' as const,
        channel: 'email' as const,
        recipient: entry.email,
        market_id: market.id,
        template: 'market_launch',
        payload: JSON.stringify(payload),
        dedupe_key: `market-launch:${entry.id}`,
        status: 'pending' as const,
        created_at: now,
      };
    }),
  );
  for (const row of rows) await deps.queue.send(trx, 'notification-deliver', { notificationId: row.id });
  return rows.length;
}
