/**
 * Who is logged in and what they may do, for every app on the page, and keeping one person's
 * data from the next: the session query, the permission rules, personal storage and the
 * watcher that drops the previous person's data. Nothing that renders: the shell's first load
 * (the anonymous home page) imports this entry; the guard screens are `./require-auth`.
 *
 * Shared at run time as one module (`@marketplace/session`); `./require-auth` reaches it only
 * through the package name, never by a relative path, so the listeners and stores exist once.
 */
export { onPersonalDataCleared } from './personal-data-events';
export { personalStorageKey } from './personal-storage';
export { canActAsProvider, canManageMarket, hasRole, isProvider } from './permissions';
export { sessionChanged } from './session-changed';
export { useFollowAccountLanguage, useSaveLanguage } from './account-language';
export { useHydrated } from './use-hydrated';
export { useSession, type Session } from './use-session';
export { watchSession } from './watch-session';
