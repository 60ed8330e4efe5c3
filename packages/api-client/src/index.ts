/**
 * The page's API client and what the first page load asks it: the client, every query key, and
 * the market list. No component and no zod, so the shell's anonymous home page stays small.
 * Shared at run time as one module (`@marketplace/api-client`): one client, one key factory.
 */
export { api } from './api';
export { publicQuery } from './query-visibility';
export { marketsQuery, queryKeys } from './query-keys';
