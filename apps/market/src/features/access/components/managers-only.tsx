import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { canManageMarket } from '@marketplace/session';
import { RequireAuth } from '@marketplace/session/require-auth';

/** A market's management pages: its managers and admins. */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  return <RequireAuth allow={(user) => canManageMarket(user, id)}>{children}</RequireAuth>;
}
