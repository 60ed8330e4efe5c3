import { useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxItem } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { bellLabel } from './bell-label';
import { NotificationList } from './notification-list';
import { useInbox, useMarkRead } from './use-inbox';
import styles from './notification-bell.module.css';


/**
 * The bell in the site's header: the unread count, and a panel with the newest entries. An entry
 * is marked read when it is opened (its link followed); "Mark all read" clears the rest. Escape,
 * a click outside or leaving with Tab closes the panel; focus goes back to the bell.
 */
export function NotificationBell() {
  const intl = useIntl();
  const inbox = useInbox();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unreadCount = inbox.data?.unreadCount ?? 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const toggle = () => {
    if (open) return close(false);
    // Fixed under the bell and kept inside the viewport, however the header wraps on a phone.
    const rect = buttonRef.current!.getBoundingClientRect();
    // The panel's inline end lines up with the bell's: its right edge, or its left one right to left.
    const end = getComputedStyle(buttonRef.current!).direction === 'rtl' ? rect.left : window.innerWidth - rect.right;
    setPosition({ '--bell-top': `${rect.bottom + 8}px`, '--bell-end': `${end}px` } as CSSProperties);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  const openItem = (item: InboxItem) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    if (item.link) setOpen(false);
  };

  return (
    <div className={styles.bell} ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className={styles.button} aria-label={bellLabel(intl, unreadCount)} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {unreadCount > 0 && (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} ref={panelRef} role="dialog" aria-labelledby={headingId} tabIndex={-1} className={styles.panel} style={position}>
          <div className={styles.panelHeader}>
            <h2 id={headingId} className={styles.heading}>
              <FormattedMessage id="account-ui.notifications.heading" defaultMessage="Notifications" />
            </h2>
            <button type="button" className={styles.markAll} disabled={unreadCount === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              <FormattedMessage id="account-ui.notifications.mark-all-read" defaultMessage="Mark all read" />
            </button>
          </div>
          {inbox.data === undefined ? (
            <p className={styles.message} role={inbox.isError ? 'alert' : undefined}>
              {inbox.isError ? (
                <FormattedMessage
                  id="account-ui.notifications.load-failed"
                  defaultMessage="We could not load your notifications. {reason}"
                  values={{ reason: errorMessage(inbox.error) }}
                />
              ) : (
                <FormattedMessage id="account-ui.notifications.loading" defaultMessage="Loading…" />
              )}
            </p>
          ) : inbox.data.items.length === 0 ? (
            <p className={styles.message}>
              <FormattedMessage id="account-ui.notifications.empty" defaultMessage="No notifications yet. We will tell you here when something happens to your jobs." />
            </p>
          ) : (
            <NotificationList items={inbox.data.items} now={new Date()} onOpen={openItem} />
          )}
          {markRead.isError && (
            <p className={styles.message} role="alert">
              {errorMessage(markRead.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
