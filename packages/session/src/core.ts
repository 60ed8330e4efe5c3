/**
 * What every page needs from the session and nothing that renders: who is logged in, the page's
 * API client and query keys, and keeping one person's data from the next. The shell's first
 * load (the anonymous home page) imports only this entry; the package's main entry re-exports it.
 *
 * Shared at run time as its own singleton (`@marketplace/session/core`). The package's other
 * files reach these modules only through this entry, never by a relative path: a relative
 * import would put a second copy (a second set of listeners, a second API client) into the main
 * entry's shared module.
 */
export { api } from './api';
export { onPersonalDataCleared } from './personal-data-events';
export { personalStorageKey } from './personal-storage';
export { canActAsProvider, canManageMarket, hasRole, isProvider } from './permissions';
export { publicQuery } from './query-visibility';
export { marketsQuery, queryKeys } from './queries';
export { fetchSessionUser, sessionQueryKey, useSession, type Session } from './use-session';
export { watchSession } from './watch-session';
