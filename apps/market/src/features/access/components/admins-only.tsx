import type { ReactNode } from 'react';
import { hasRole } from '@marketplace/session';
import { RequireAuth } from '@marketplace/session/require-auth';

/** /admin and everything below it: admins only (a visitor logs in first; anyone else gets the 403 screen). */
export function AdminsOnly({ children }: { children: ReactNode }) {
  return <RequireAuth allow={(user) => hasRole(user, 'admin')}>{children}</RequireAuth>;
}
