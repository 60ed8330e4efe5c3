import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { SessionUser } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { isLanguage, usePageLocale, type Language } from '@marketplace/i18n';
import { useSession } from './use-session';

/**
 * Saves a language chosen on the page to the logged-in person's account, so their emails and
 * text messages follow it too (docs/languages.md). A visitor's choice stays in the browser.
 */
export function useSaveLanguage(): (language: Language) => void {
  const session = useSession();
  const queryClient = useQueryClient();
  const user = session.status === 'authenticated' ? session.user : null;
  return useCallback(
    (language: Language) => {
      if (!user || user.language === language) return;
      void api('account.setLanguage', { body: { language } }).then(
        () => queryClient.setQueryData<SessionUser | null>(queryKeys.session, (current) => (current ? { ...current, language } : current)),
        // Not saved: the page is in the chosen language all the same; the account keeps the old one.
        () => undefined,
      );
    },
    [user, queryClient],
  );
}

/**
 * When someone logs in on this page, the page follows the language saved on their account (the
 * API has set the cookie to it). Not on a page load of someone already logged in: the cookie
 * chose that page's language, and a choice made on the page afterwards wins.
 */
export function useFollowAccountLanguage(): void {
  const session = useSession();
  const { locale, setLocale } = usePageLocale();
  const previous = useRef(session.status);
  useEffect(() => {
    const loggedIn = previous.current === 'anonymous' && session.status === 'authenticated';
    previous.current = session.status;
    if (loggedIn && isLanguage(session.user.language) && session.user.language !== locale) setLocale(session.user.language);
  }, [session, locale, setLocale]);
}
