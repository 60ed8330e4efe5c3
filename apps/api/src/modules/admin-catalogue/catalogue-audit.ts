import type { SecurityEventType, SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordSecurityEvent, type SecurityEventRow } from '../security-events';

/** Who is changing the catalogue, and from where (the security log keeps both). */
export interface AdminActor {
  user: SessionUser;
  address: string;
}

/**
 * Every catalogue change goes to the security log (docs/admin-markets.md, "Audit"), written in
 * the change's own transaction so neither stands without the other. Settings changes also get
 * their field-by-field record in the settings history, as the managers' saves do.
 */
export async function recordCatalogueChange(deps: Pick<Deps, 'now'>, trx: Kysely<Database>, actor: AdminActor, type: SecurityEventType, detail: SecurityEventRow['detail']): Promise<void> {
  await recordSecurityEvent({ db: trx, now: deps.now }, { type, userId: actor.user.id, email: actor.user.email, address: actor.address, detail });
}
