import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InboxItem } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { relativeTimeText } from './relative-time';
import styles from './notification-bell.module.css';

export interface NotificationListProps {
  items: readonly InboxItem[];
  now: Date;
  /** An entry was opened (its link followed): it is marked read. */
  onOpen: (item: InboxItem) => void;
}

/** The bell's entries; the text names people and addresses, so it is masked in session replay. */
export function NotificationList({ items, now, onOpen }: NotificationListProps) {
  const intl = useIntl();
  return (
    <ul className={styles.list} {...personalDataProps}>
      {items.map((item) => {
        const unread = item.readAt === null;
        const text = (
          <>
            <span className={styles.title}>
              {unread && (
                <VisuallyHidden>
                  <FormattedMessage id="account-ui.notifications.unread" defaultMessage="Unread:" />{' '}
                </VisuallyHidden>
              )}
              <span translate="no">{item.title}</span>
            </span>
            <span className={styles.body} translate="no">
              {item.body}
            </span>
            <time className={styles.time} dateTime={item.createdAt}>
              {relativeTimeText(intl, item.createdAt, now)}
            </time>
          </>
        );
        return (
          <li key={item.id} className={unread ? styles.unread : styles.item}>
            {item.link ? (
              <Link to={item.link} className={styles.entry} onClick={() => onOpen(item)}>
                {text}
              </Link>
            ) : (
              <button type="button" className={styles.entry} onClick={() => onOpen(item)}>
                {text}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
