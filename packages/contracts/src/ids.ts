/**
 * What the API accepts as an id, without zod, for pages: an id in the address that could
 * never be valid names nothing, so the page shows "not found" without asking. `ids.test.ts`
 * keeps these in step with the schemas in `common.ts`.
 */

/** RFC 9562 UUIDs, exactly as `z.uuid()` accepts them. */
const uuidPattern = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Market ids are short slugs used in URLs: `nyc`, `berlin`. */
const marketIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isUuid = (value: string) => uuidPattern.test(value);

export const isMarketId = (value: string) => value.length >= 2 && value.length <= 40 && marketIdPattern.test(value);
