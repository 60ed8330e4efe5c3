import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { preloadCatalogues, usePageLocale } from '@marketplace/i18n';
import type { estimatePasswordStrength, HintFormatter, PasswordStrength, PersonalDetails, passwordHints } from '@marketplace/password-strength';
import { passwordStrengthCatalogue } from '@marketplace/password-strength/messages';

interface Estimator {
  estimate: typeof estimatePasswordStrength;
  hints: typeof passwordHints;
}

let loading: Promise<Estimator> | undefined;

/**
 * zxcvbn and its dictionaries are large: they load once, the first time someone types a
 * password, never with the page; the hints' English with them. A failed load is tried again
 * next time (the API checks the password anyway).
 */
function loadEstimator(): Promise<Estimator> {
  loading ??= import(/* webpackChunkName: "password-strength" */ '@marketplace/password-strength').then(
    (module) => ({ estimate: module.estimatePasswordStrength, hints: module.passwordHints }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What is typed, rated by the same rule as the API, and its hints worded by the caller's `intl`. */
export interface RatedPassword {
  strength: PasswordStrength;
  hints: (intl: HintFormatter) => string[];
}

/** The strength of what is typed; null while empty or loading. */
export function usePasswordStrength(password: string, details: PersonalDetails): RatedPassword | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const { locale } = usePageLocale();
  const typed = password.length > 0;
  useEffect(() => {
    // The hints' words in the page's language, fetched with the estimator (the meter waits for both).
    if (typed) void preloadCatalogues([passwordStrengthCatalogue], locale);
  }, [typed, locale]);
  useEffect(() => {
    if (!typed || estimator) return;
    let current = true;
    loadEstimator().then(
      (loaded) => current && setEstimator(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typed, estimator]);
  // Typing stays responsive: the estimate catches up with the last keystroke.
  const deferred = useDeferredValue(password);
  const { email, name } = details;
  return useMemo(() => {
    if (!estimator || !deferred) return null;
    const strength = estimator.estimate(deferred, { email, name });
    return { strength, hints: (intl: HintFormatter) => estimator.hints(intl, strength) };
  }, [estimator, deferred, email, name]);
}
