import { defineMessages, FormattedMessage } from 'react-intl';
import type { AdminUserSummary } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import styles from './people.module.css';

const roleNames = defineMessages({
  customer: { id: 'market.role.customer', defaultMessage: 'Customer' },
  provider: { id: 'market.role.provider', defaultMessage: 'Provider' },
  manager: { id: 'market.role.manager', defaultMessage: 'Manager' },
  admin: { id: 'market.role.admin', defaultMessage: 'Admin' },
});

/** A person's roles and, when disabled, that first. */
export function RoleBadges({ person }: { person: Pick<AdminUserSummary, 'roles' | 'disabledAt'> }) {
  return (
    <span className={styles.roles}>
      {person.disabledAt && (
        <Badge tone="danger">
          <FormattedMessage id="market.role.disabled" defaultMessage="Disabled" />
        </Badge>
      )}
      {person.roles.map((role) => (
        <Badge key={role} tone={role === 'admin' ? 'warning' : role === 'manager' ? 'info' : 'neutral'}>
          <FormattedMessage {...roleNames[role]} />
        </Badge>
      ))}
    </span>
  );
}
