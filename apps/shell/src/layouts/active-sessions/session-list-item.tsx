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
  return (
    <li className={styles.item} {...personalDataProps}>
      <span className={styles.icon} aria-hidden="true">
        {deviceIcons[session.deviceType]}
      </span>
      <div className={styles.details}>
        <p className={styles.device}>
          {session.device} {session.current && <Badge tone="success">This device</Badge>}
        </p>
        <p className={styles.meta}>
          {session.address ? `From ${session.address} · ` : ''}
          Logged in <DateTime value={session.createdAt} timeZone={timeZone} /> · last active <DateTime value={session.lastSeenAt} timeZone={timeZone} />
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" loading={loggingOut} onClick={() => onLogOut(session)}>
          Log out<VisuallyHidden> {session.device}</VisuallyHidden>
        </Button>
      )}
    </li>
  );
}
