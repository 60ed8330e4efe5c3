import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type JobMessage, messageLimits, reportMessageSchema } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useReportMessage } from './conversation-api';
import { MessageText } from './message-text';
import styles from './conversation-panel.module.css';

type Words = ReturnType<typeof useIntl>;

export function authorOf(intl: Words, message: JobMessage): string {
  if (message.mine) return intl.formatMessage({ id: 'job-ui.conversation.author.you', defaultMessage: 'You' });
  if (message.side === 'market') return intl.formatMessage({ id: 'job-ui.conversation.author.market', defaultMessage: 'The market team' });
  const role =
    message.side === 'customer'
      ? intl.formatMessage({ id: 'job-ui.conversation.author.customer', defaultMessage: 'Customer' })
      : intl.formatMessage({ id: 'job-ui.conversation.author.provider', defaultMessage: 'Provider' });
  return message.authorName ? intl.formatMessage({ id: 'job-ui.conversation.author.named', defaultMessage: '{name} ({role})' }, { name: message.authorName, role }) : role;
}

function ReportForm({ jobId, messageId, onDone }: { jobId: string; messageId: string; onDone: () => void }) {
  const intl = useIntl();
  const report = useReportMessage(jobId);
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }>({ resolver: zodResolver(reportMessageSchema), defaultValues: { reason: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await report.mutateAsync({ messageId, reason: values.reason });
      onDone();
    } catch (error) {
      setProblem(applyServerErrors(error, ['reason'], setError, intl));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        rows={2}
        maxLength={messageLimits.reason}
        label={intl.formatMessage({ id: 'job-ui.conversation.report.reason', defaultMessage: 'What is wrong with this message?' })}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" size="sm" variant="danger" loading={report.isPending}>
          <FormattedMessage id="job-ui.conversation.report.send" defaultMessage="Report to the market team" />
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          <FormattedMessage id="job-ui.conversation.report.cancel" defaultMessage="Cancel" />
        </Button>
      </div>
    </form>
  );
}

/** One message: its author, time, text, photos, the "Seen" receipt on the reader's own, and the report action on someone else's. */
export function MessageItem({ jobId, message, seen, canReport, timeZone }: { jobId: string; message: JobMessage; seen: boolean; canReport: boolean; timeZone: string | undefined }) {
  const intl = useIntl();
  const [reporting, setReporting] = useState(false);
  const author = authorOf(intl, message);
  return (
    <li className={`${styles.message} ${message.mine ? styles.mine : ''}`}>
      <div className={styles.meta}>
        <strong>{author}</strong>
        <time dateTime={message.at}>{intl.formatDate(message.at, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) })}</time>
      </div>
      {message.text && (
        <p className={styles.text}>
          <MessageText text={message.text} />
        </p>
      )}
      {message.photos.length > 0 && (
        <div className={styles.photos}>
          {message.photos.map((photo, index) => (
            <a key={photo.id} href={`${photo.url}?size=512`} target="_blank" rel="noopener noreferrer">
              <img className={styles.photo} src={`${photo.url}?size=256`} alt={intl.formatMessage({ id: 'job-ui.conversation.photo-alt', defaultMessage: 'Photo {number} from {author}' }, { number: index + 1, author })} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {seen && (
        <p className={styles.seen}>
          <FormattedMessage id="job-ui.conversation.seen" defaultMessage="Seen" />
        </p>
      )}
      {canReport && !message.mine && (
        <div>
          {message.reportedByMe ? (
            <p className={styles.seen}>
              <FormattedMessage id="job-ui.conversation.reported" defaultMessage="Reported to the market team" />
            </p>
          ) : reporting ? (
            <ReportForm jobId={jobId} messageId={message.id} onDone={() => setReporting(false)} />
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={() => setReporting(true)} aria-label={intl.formatMessage({ id: 'job-ui.conversation.report.label', defaultMessage: 'Report the message from {author}' }, { author })}>
              <FormattedMessage id="job-ui.conversation.report.open" defaultMessage="Report" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

