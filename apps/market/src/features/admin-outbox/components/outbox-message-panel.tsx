import { useQuery } from '@tanstack/react-query';
import { notificationChannelLabels, notificationEventLabels, type OutboxMessageDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { outboxMessageQuery, useRetryMessage } from '../api/outbox-queries';
import { OutboxStatusBadge } from './outbox-status';
import { zoneOf } from './outbox-table';
import styles from './outbox.module.css';

interface PanelProps {
  messageId: string;
  timeZones: Record<string, string>;
  onClose: () => void;
}

/** One message as it was sent or kept: the email (its HTML in a sandbox: no scripts, no forms, no same origin), the text message. */
export function OutboxMessagePanel({ messageId, timeZones, onClose }: PanelProps) {
  const message = useQuery(outboxMessageQuery(messageId));
  return (
    <section className={styles.panel} aria-labelledby="outbox-message-title">
      <div className={styles.panelHeader}>
        <h2 id="outbox-message-title">Message</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <QueryScreen query={message} loading="Loading the message…" failed="We could not load this message" notFound={`No message "${messageId}"`}>
        {(detail) => <MessageDetail detail={detail} timeZone={zoneOf(timeZones, detail.marketId)} />}
      </QueryScreen>
    </section>
  );
}

function MessageDetail({ detail, timeZone }: { detail: OutboxMessageDetail; timeZone: string }) {
  const retry = useRetryMessage();
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <dt>Event</dt>
        <dd>{notificationEventLabels[detail.event].label}</dd>
        <dt>Channel</dt>
        <dd>{notificationChannelLabels[detail.channel]}</dd>
        <dt>Status</dt>
        <dd>
          <OutboxStatusBadge status={detail.status} /> after {detail.attempts} {detail.attempts === 1 ? 'attempt' : 'attempts'}
        </dd>
        <dt>Queued</dt>
        <dd>
          <DateTime value={detail.createdAt} timeZone={timeZone} showTimeZone />
        </dd>
        {detail.sentAt && (
          <>
            <dt>Sent</dt>
            <dd>
              <DateTime value={detail.sentAt} timeZone={timeZone} showTimeZone />
            </dd>
          </>
        )}
      </dl>
      {detail.lastError && (
        <Alert tone={detail.status === 'dead' ? 'danger' : 'warning'} title="Last error">
          <span className={styles.error}>{detail.lastError}</span>
        </Alert>
      )}
      {detail.status === 'dead' && (
        <div className={styles.retry}>
          <Button onClick={() => retry.mutate(detail.id)} loading={retry.isPending}>
            Retry
          </Button>
          {retry.isError && <p role="alert">{errorMessage(retry.error)}</p>}
        </div>
      )}
      {retry.isSuccess && <p role="status">Queued again: it will be delivered in a moment.</p>}
      {detail.mail && <MailView mail={detail.mail} />}
      {detail.sms && (
        <div className={styles.part}>
          <h3>Text message to <span {...personalDataProps}>{detail.sms.to}</span></h3>
          <p className={styles.pre} {...personalDataProps}>{detail.sms.body}</p>
        </div>
      )}
      {!detail.mail && !detail.sms && detail.channel !== 'in_app' && <p>Not sent yet: nothing to show.</p>}
    </div>
  );
}

function MailView({ mail }: { mail: NonNullable<OutboxMessageDetail['mail']> }) {
  return (
    <div className={styles.part} {...personalDataProps}>
      <h3>{mail.subject}</h3>
      <dl className={styles.facts}>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Message-ID</dt>
        <dd className={styles.code}>{mail.messageId}</dd>
      </dl>
      <iframe title={`The email: ${mail.subject}`} sandbox="" srcDoc={mail.html} className={styles.html} />
      <details>
        <summary>Plain text</summary>
        <pre className={styles.pre}>{mail.text}</pre>
      </details>
      {mail.attachments.map((attachment) => (
        <details key={attachment.filename}>
          <summary>
            Attachment: {attachment.filename} ({attachment.contentType})
          </summary>
          <pre className={styles.pre}>{attachment.content}</pre>
        </details>
      ))}
    </div>
  );
}
