import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Whether a provider may be offered in a market (docs/supply.md): they work there, the market has
 * not suspended them, they have not paused themselves, and their account is neither disabled nor
 * deleted. Slot search, assignment, new requests and a market's "has an active provider" check all
 * ask this one question.
 *
 * `providerId` is a column reference such as `'provider_services.provider_id'`; `marketId` a value
 * or an expression.
 */
export function offerableIn(providerId: string, marketId: string | Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`exists (
    select 1 from provider_markets offer_pm
    join providers offer_p on offer_p.id = offer_pm.provider_id
    join users offer_u on offer_u.id = offer_p.user_id
    where offer_pm.provider_id = ${sql.ref(providerId)}
      and offer_pm.market_id = ${marketId}
      and offer_pm.suspended_at is null
      and offer_p.paused_at is null
      and offer_u.disabled_at is null
      and offer_u.deleted_at is null
  )`;
}
