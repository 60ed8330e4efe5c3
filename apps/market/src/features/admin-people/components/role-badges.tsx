import type { AdminUserSummary } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import styles from './people.module.css';

const roleNames = { customer: 'Customer', provider: 'Provider', manager: 'Manager', admin: 'Admin' } as const;

/** A person's roles and, when disabled, that first. */
export function RoleBadges({ person }: { person: Pick<AdminUserSummary, 'roles' | 'disabledAt'> }) {
  return (
    <span className={styles.roles}>
      {person.disabledAt && <Badge tone="danger">Disabled</Badge>}
      {person.roles.map((role) => (
        <Badge key={role} tone={role === 'admin' ? 'warning' : role === 'manager' ? 'info' : 'neutral'}>
          {roleNames[role]}
        </Badge>
      ))}
    </span>
  );
}
