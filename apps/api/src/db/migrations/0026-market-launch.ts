import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Opening a market (docs/admin-markets.md): each waitlist entry is emailed "we are live" at most
 * once (`launch_notified_at`, set in the transaction that opens the market and queues the email),
 * and can leave the waitlist from that email without an account (`unsubscribe_token`, random;
 * `unsubscribed_at`: never emailed again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table waitlist_entries add column launch_notified_at timestamptz`,
    `alter table waitlist_entries add column unsubscribed_at timestamptz`,
    `alter table waitlist_entries add column unsubscribe_token uuid not null default gen_random_uuid()`,
    `create unique index waitlist_entries_unsubscribe_token on waitlist_entries (unsubscribe_token)`,
    // Who is still waiting where: the launch and the capacity view's counts read it by postal code.
    `create index waitlist_entries_waiting on waitlist_entries (postal_code) where launch_notified_at is null and unsubscribed_at is null`,
  ]);
}
