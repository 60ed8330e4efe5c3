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
 * After a login, the page follows the language saved on the account (the API has set the
 * cookie to it). Only when who is logged in changes: a choice made on the page afterwards wins.
 */
export function useFollowAccountLanguage(): void {
  const session = useSession();
  const { locale, setLocale } = usePageLocale();
  const followed = useRef<string | null>(null);
  const user = session.status === 'authenticated' ? session.user : null;
  useEffect(() => {
    if (!user || followed.current === user.id) return;
    followed.current = user.id;
    if (isLanguage(user.language) && user.language !== locale) setLocale(user.language);
  }, [user, locale, setLocale]);
}
