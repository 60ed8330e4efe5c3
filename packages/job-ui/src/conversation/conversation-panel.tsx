import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Conversation } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useConversation, useMarkRead } from './conversation-api';
import { MessageForm } from './message-form';
import { authorOf, MessageItem } from './message-item';
import styles from './conversation-panel.module.css';

export interface ConversationPanelProps {
  jobId: string;
  /** The market's zone: message times are shown in it, like every time on the job's page. */
  timeZone?: string;
}

/** What a screen reader is told when messages from others arrive while the page is open. */
function useArrivals(data: Conversation | undefined): string | null {
  const intl = useIntl();
  const known = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const ids = new Set(data.messages.map((message) => message.id));
    if (known.current) {
      const arrived = data.messages.filter((message) => !message.mine && !known.current!.has(message.id));
      if (arrived.length > 0) {
        const last = arrived.at(-1)!;
        setAnnouncement(intl.formatMessage({ id: 'job-ui.conversation.arrived', defaultMessage: 'New message from {author}: {text}' }, { author: authorOf(intl, last), text: last.text }));
      }
    }
    known.current = ids;
  }, [data, intl]);
  return announcement;
}

/**
 * The job's conversation (docs/conversations.md): the same panel on the customer's job page,
 * the provider's and the manager's job desk (where it writes as the market team). New messages
 * arrive without a reload (polled every 5 s while the page is visible) and are announced to
 * screen readers; the message area is masked in session replay.
 */
export function ConversationPanel({ jobId, timeZone }: ConversationPanelProps) {
  const intl = useIntl();
  const conversation = useConversation(jobId);
  const markRead = useMarkRead(jobId);
  const announcement = useArrivals(conversation.data);
  const lastRead = useRef<string | null>(null);
  const data = conversation.data;
  const newest = data?.messages.at(-1);
  useEffect(() => {
    if (!data || data.unreadCount === 0 || !newest || lastRead.current === newest.id) return;
    lastRead.current = newest.id;
    markRead.mutate(newest.id);
  }, [data, newest, markRead]);
  const title = intl.formatMessage({ id: 'job-ui.conversation.title', defaultMessage: 'Messages' });
  if (conversation.isPending) {
    return (
      <Card as="section" title={title} id="messages" className={styles.panel}>
        <Skeleton lines={3} label={intl.formatMessage({ id: 'job-ui.conversation.loading', defaultMessage: 'Loading the messages…' })} />
      </Card>
    );
  }
  if (conversation.isError) {
    return (
      <Card as="section" title={title} id="messages" className={styles.panel}>
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'job-ui.conversation.load-failed', defaultMessage: 'We could not load the messages' })}
          action={
            <Button onClick={() => void conversation.refetch()}>
              <FormattedMessage id="job-ui.conversation.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(conversation.error, intl)}
        </Alert>
      </Card>
    );
  }
  const conv = conversation.data;
  const canReport = conv.viewerSide !== 'market';
  return (
    <Card as="section" title={title} id="messages" className={styles.panel}>
      <div className={styles.stack}>
        {conv.viewerSide === 'market' && (
          <p>
            <FormattedMessage id="job-ui.conversation.as-market" defaultMessage="You write as the market team: the customer and the provider both see your messages." />
          </p>
        )}
        {conv.contactMasked && (
          <p>
            <FormattedMessage id="job-ui.conversation.masked" defaultMessage="Email addresses and phone numbers in messages are hidden (•••) until a provider accepts the job." />
          </p>
        )}
        <div {...personalDataProps}>
          {conv.messages.length === 0 ? (
            <p>
              <FormattedMessage id="job-ui.conversation.empty" defaultMessage="No messages yet. Ask a question or share a detail about the job here." />
            </p>
          ) : (
            <ol className={styles.list} aria-label={intl.formatMessage({ id: 'job-ui.conversation.list', defaultMessage: 'Messages about this job' })}>
              {conv.messages.map((message) => (
                <MessageItem key={message.id} jobId={jobId} message={message} seen={message.mine && message.id === conv.seenByOtherUpTo} canReport={canReport} timeZone={timeZone} />
              ))}
            </ol>
          )}
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>
        </div>
        {conv.open ? (
          <MessageForm jobId={jobId} />
        ) : (
          <Alert tone="info" title={intl.formatMessage({ id: 'job-ui.conversation.closed', defaultMessage: 'This conversation is closed' })}>
            <FormattedMessage id="job-ui.conversation.closed-detail" defaultMessage="Messages can be sent until 14 days after the job ended. You can still read them." />
          </Alert>
        )}
      </div>
    </Card>
  );
}
