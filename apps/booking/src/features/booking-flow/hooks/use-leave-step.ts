import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StepLocationState } from '../domain/step-notice';

/**
 * Leaves a step for another page, and only then changes the draft (`afterLeaving`: drop the
 * time, clear the booking). Changing the draft first would make this step's gate send the
 * customer elsewhere, with the wrong message, before the navigation lands.
 */
export function useLeaveStep() {
  const navigate = useNavigate();
  const afterLeaving = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      const change = afterLeaving.current;
      afterLeaving.current = null;
      change?.();
    },
    [],
  );
  return useCallback(
    (to: string, state?: StepLocationState, then?: () => void) => {
      afterLeaving.current = then ?? null;
      void navigate(to, { state });
    },
    [navigate],
  );
}
