import { useState } from 'react';
import { useSession, type Session } from '@marketplace/session';
import type { GateContext } from '../domain/step-gating';

/**
 * The session and the time the gates are judged with; null while the session is unknown.
 * The time is read when the screen opens (each step is its own screen): a hold running out
 * while the customer sits on a step is the countdown's business (HoldCountdown), not a
 * gate's, so a booking being placed is never cut off halfway.
 */
export function useGateContext(): { context: GateContext | null; session: Session } {
  const session = useSession();
  const [now] = useState(Date.now);
  if (session.status === 'loading' || session.status === 'error') return { context: null, session };
  return { context: { authenticated: session.status === 'authenticated', now }, session };
}
