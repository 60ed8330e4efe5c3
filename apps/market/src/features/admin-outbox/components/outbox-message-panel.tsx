import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OutboxMessageDetail } from '@marketplace/contracts';
import { notificationChannelNames, notificationEventNames } from '../../../lib/notification-labels';
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
  const intl = useIntl();
  const message = useQuery(outboxMessageQuery(messageId));
  return (
    <section className={styles.panel} aria-labelledby="outbox-message-title">
      <div className={styles.panelHeader}>
        <h2 id="outbox-message-title">
          <FormattedMessage id="market.outbox-message.title" defaultMessage="Message" />
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <FormattedMessage id="market.outbox-message.close" defaultMessage="Close" />
        </Button>
      </div>
      <QueryScreen
        query={message}
        loading={intl.formatMessage({ id: 'market.outbox-message.loading', defaultMessage: 'Loading the message…' })}
        failed={intl.formatMessage({ id: 'market.outbox-message.failed', defaultMessage: 'We could not load this message' })}
        notFound={`No message "${messageId}"`}>
        {(detail) => <MessageDetail detail={detail} timeZone={zoneOf(timeZones, detail.marketId)} />}
      </QueryScreen>
    </section>
  );
}

function MessageDetail({ detail, timeZone }: { detail: OutboxMessageDetail; timeZone: string }) {
  const intl = useIntl();
  const retry = useRetryMessage();
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="market.outbox-message.event" defaultMessage="Event" />
        </dt>
        <dd>
          <FormattedMessage {...notificationEventNames[detail.event]} />
        </dd>
        <dt>
          <FormattedMessage id="market.outbox-message.channel" defaultMessage="Channel" />
        </dt>
        <dd>
          <FormattedMessage {...notificationChannelNames[detail.channel]} />
        </dd>
        <dt>
          <FormattedMessage id="market.outbox-message.status" defaultMessage="Status" />
        </dt>
        <dd>
          <FormattedMessage
            id="market.outbox-message.status-after"
            defaultMessage="{status} after {attempts, plural, one {# attempt} other {# attempts}}"
            values={{ status: <OutboxStatusBadge status={detail.status} />, attempts: detail.attempts }}
          />
        </dd>
        <dt>
          <FormattedMessage id="market.outbox-message.queued" defaultMessage="Queued" />
        </dt>
        <dd>
          <DateTime value={detail.createdAt} timeZone={timeZone} showTimeZone />
        </dd>
        {detail.sentAt && (
          <>
            <dt>
              <FormattedMessage id="market.outbox-message.sent" defaultMessage="Sent" />
            </dt>
            <dd>
              <DateTime value={detail.sentAt} timeZone={timeZone} showTimeZone />
            </dd>
          </>
        )}
      </dl>
      {detail.lastError && (
        <Alert tone={detail.status === 'dead' ? 'danger' : 'warning'} title={intl.formatMessage({ id: 'market.outbox-message.last-error', defaultMessage: 'Last error' })}>
          <span className={styles.error} translate="no">
            {detail.lastError}
          </span>
        </Alert>
      )}
      {detail.status === 'dead' && (
        <div className={styles.retry}>
          <Button onClick={() => retry.mutate(detail.id)} loading={retry.isPending}>
            <FormattedMessage id="market.outbox-message.retry" defaultMessage="Retry" />
          </Button>
          {retry.isError && <p role="alert">{errorMessage(retry.error)}</p>}
        </div>
      )}
      {retry.isSuccess && (
        <p role="status">
          <FormattedMessage id="market.outbox-message.queued-again" defaultMessage="Queued again: it will be delivered in a moment." />
        </p>
      )}
      {detail.mail && <MailView mail={detail.mail} />}
      {detail.sms && (
        <div className={styles.part}>
          <h3>
            <FormattedMessage
              id="market.outbox-message.sms-to"
              defaultMessage="Text message to {to}"
              values={{
                to: (
                  <span {...personalDataProps} translate="no">
                    {detail.sms.to}
                  </span>
                ),
              }}
            />
          </h3>
          <p className={styles.pre} {...personalDataProps} translate="no">
            {detail.sms.body}
          </p>
        </div>
      )}
      {!detail.mail && !detail.sms && detail.channel !== 'in_app' && (
        <p>
          <FormattedMessage id="market.outbox-message.not-sent" defaultMessage="Not sent yet: nothing to show." />
        </p>
      )}
    </div>
  );
}

function MailView({ mail }: { mail: NonNullable<OutboxMessageDetail['mail']> }) {
  const intl = useIntl();
  return (
    <div className={styles.part} {...personalDataProps}>
      <h3 translate="no">{mail.subject}</h3>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="market.outbox-message.to" defaultMessage="To" />
        </dt>
        <dd translate="no">{mail.to}</dd>
        <dt>
          <FormattedMessage id="market.outbox-message.message-id" defaultMessage="Message-ID" />
        </dt>
        <dd className={styles.code}>{mail.messageId}</dd>
      </dl>
      <iframe title={intl.formatMessage({ id: 'market.outbox-message.email-frame', defaultMessage: 'The email: {subject}' }, { subject: mail.subject })} sandbox="" srcDoc={mail.html} className={styles.html} />
      <details>
        <summary>
          <FormattedMessage id="market.outbox-message.plain-text" defaultMessage="Plain text" />
        </summary>
        <pre className={styles.pre} translate="no">
          {mail.text}
        </pre>
      </details>
      {mail.attachments.map((attachment) => (
        <details key={attachment.filename}>
          <summary>
            <FormattedMessage
              id="market.outbox-message.attachment"
              defaultMessage="Attachment: {filename} ({type})"
              values={{ filename: <span translate="no">{attachment.filename}</span>, type: attachment.contentType }}
            />
          </summary>
          <pre className={styles.pre} translate="no">
            {attachment.content}
          </pre>
        </details>
      ))}
    </div>
  );
}
