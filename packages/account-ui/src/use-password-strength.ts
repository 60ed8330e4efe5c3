import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { estimatePasswordStrength, PasswordStrength, PersonalDetails } from '@marketplace/password-strength';

type Estimate = typeof estimatePasswordStrength;

let loading: Promise<Estimate> | undefined;

/**
 * zxcvbn and its dictionaries are large: they load once, the first time someone types a
 * password, never with the page. A failed load is tried again next time (the API checks the
 * password anyway).
 */
function loadEstimator(): Promise<Estimate> {
  loading ??= import(/* webpackChunkName: "password-strength" */ '@marketplace/password-strength').then(
    (module) => module.estimatePasswordStrength,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The strength of what is typed, by the same rule as the API; null while empty or loading. */
export function usePasswordStrength(password: string, details: PersonalDetails): PasswordStrength | null {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const typed = password.length > 0;
  useEffect(() => {
    if (!typed || estimate) return;
    let current = true;
    loadEstimator().then(
      (loaded) => current && setEstimate(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typed, estimate]);
  // Typing stays responsive: the estimate catches up with the last keystroke.
  const deferred = useDeferredValue(password);
  const { email, name } = details;
  return useMemo(() => (estimate && deferred ? estimate(deferred, { email, name }) : null), [estimate, deferred, email, name]);
}
