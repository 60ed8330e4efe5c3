/**
 * `meta` of a query whose data is the same for everyone (markets, services, public profiles):
 * it survives a change of person. Every other query is treated as personal and dropped.
 */
export const publicQuery = { visibility: 'public' } as const;
