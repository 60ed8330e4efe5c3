import { useCallback, useEffect } from 'react';
import { releaseHoldQuietly } from '../../../lib/release-hold';
import { draftStore } from '../../../stores/booking-draft/draft-store';
import { dropHold } from '../../../stores/booking-draft/draft-updates';
import { timeChoice } from '../domain/time-choice';

/** Stores the chosen start in the draft, giving back a hold on another time. */
export function useChooseTime() {
  return useCallback((start: string) => {
    const choice = timeChoice(draftStore.get(), start, Date.now());
    draftStore.update(() => choice.draft);
    if (choice.releaseHoldId) releaseHoldQuietly(choice.releaseHoldId);
  }, []);
}

/** A hold that ran out (the customer was sent back here) is forgotten: the summary stops naming its provider. */
export function useForgetExpiredHold() {
  useEffect(() => {
    const { hold } = draftStore.get();
    if (hold && Date.parse(hold.expiresAt) <= Date.now()) draftStore.update(dropHold);
  }, []);
}
