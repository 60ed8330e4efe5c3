import { useSession, type Session } from '@marketplace/session';
import type { GateContext } from '../domain/step-gating';

/** The session and the time the gates are judged with; null while the session is unknown. */
export function useGateContext(): { context: GateContext | null; session: Session } {
  const session = useSession();
  if (session.status === 'loading' || session.status === 'error') return { context: null, session };
  return { context: { authenticated: session.status === 'authenticated', now: Date.now() }, session };
}
