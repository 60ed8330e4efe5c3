import { FormattedMessage } from 'react-intl';
import type { ActiveSession } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './active-sessions.module.css';

const deviceIcons: Record<ActiveSession['deviceType'], string> = { desktop: '🖥', mobile: '📱', tablet: '📱', other: '🌐' };

export interface SessionListItemProps {
  session: ActiveSession;
  timeZone: string;
  onLogOut: (session: ActiveSession) => void;
  loggingOut: boolean;
}

/** One device where the user is logged in. Device and address are personal: masked in replay. */
export function SessionListItem({ session, timeZone, onLogOut, loggingOut }: SessionListItemProps) {
  const createdAt = <DateTime value={session.createdAt} timeZone={timeZone} />;
  const lastSeenAt = <DateTime value={session.lastSeenAt} timeZone={timeZone} />;
  return (
    <li className={styles.item} {...personalDataProps}>
      <span className={styles.icon} aria-hidden="true">
        {deviceIcons[session.deviceType]}
      </span>
      <div className={styles.details}>
        <p className={styles.device}>
          <span translate="no">{session.device}</span>{' '}
          {session.current && (
            <Badge tone="success">
              <FormattedMessage id="shell.sessions.this-device" defaultMessage="This device" />
            </Badge>
          )}
        </p>
        <p className={styles.meta}>
          {session.address ? (
            <FormattedMessage
              id="shell.sessions.from-address"
              defaultMessage="From {address} · Logged in {createdAt} · last active {lastSeenAt}"
              values={{ address: <span translate="no">{session.address}</span>, createdAt, lastSeenAt }}
            />
          ) : (
            <FormattedMessage id="shell.sessions.times" defaultMessage="Logged in {createdAt} · last active {lastSeenAt}" values={{ createdAt, lastSeenAt }} />
          )}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" loading={loggingOut} onClick={() => onLogOut(session)}>
          <FormattedMessage
            id="shell.sessions.log-out"
            defaultMessage="Log out<hidden> {device}</hidden>"
            values={{ device: <span translate="no">{session.device}</span>, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
          />
        </Button>
      )}
    </li>
  );
}
