import type { ReactNode } from 'react';
import { hasRole, RequireAuth } from '@marketplace/session';

/** The /admin pages: admins only (the API refuses anyone else too). */
export function AdminsOnly({ children }: { children: ReactNode }) {
  return <RequireAuth allow={(user) => hasRole(user, 'admin')}>{children}</RequireAuth>;
}
