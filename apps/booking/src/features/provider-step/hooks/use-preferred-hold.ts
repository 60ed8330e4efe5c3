import { useEffect, useRef } from 'react';
import type { ProviderCard } from '@marketplace/contracts';
import { preferredEntry } from '../domain/provider-order';

export interface PreferredHoldOptions {
  preferredId: string | undefined;
  start: string | undefined;
  /** The providers free at the start, once known. */
  free: ReadonlyArray<{ provider: ProviderCard }> | undefined;
  /** The customer already holds someone at this start (then their choice stands). */
  holding: boolean;
  busy: boolean;
  hold: (provider: ProviderCard) => void;
}

/**
 * "Book with …" and "Book again" preselect the provider: when they are free at the chosen
 * time, they are held at once (choosing is holding in this flow), once per provider and time,
 * so the customer who then picks someone else keeps their choice (docs/repeat-business.md).
 */
export function usePreferredHold({ preferredId, start, free, holding, busy, hold }: PreferredHoldOptions): void {
  const tried = useRef<string | null>(null);
  useEffect(() => {
    const preference = preferredEntry(free, preferredId);
    if (!preference?.free || holding || busy) return;
    const attempt = `${preferredId}@${start}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    hold(preference.entry.provider);
  }, [preferredId, start, free, holding, busy, hold]);
}
