import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Conversation, type JobMessage, type MessagePhoto, messageLimits, reportMessageSchema, type SendMessage, sendMessageSchema } from '@marketplace/contracts';
import { applyServerErrors, errorMessage } from '@marketplace/api-client/errors';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { uploadMessagePhoto, useConversation, useMarkRead, useReportMessage, useSendMessage } from './conversation-api';
import { MessageText } from './message-text';
import styles from './conversation-panel.module.css';

export interface ConversationPanelProps {
  jobId: string;
  /** The market's zone: message times are shown in it, like every time on the job's page. */
  timeZone?: string;
}

type Words = ReturnType<typeof useIntl>;

function authorOf(intl: Words, message: JobMessage): string {
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

function MessageItem({ jobId, message, seen, canReport, timeZone }: { jobId: string; message: JobMessage; seen: boolean; canReport: boolean; timeZone: string | undefined }) {
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

function MessageForm({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const send = useSendMessage(jobId);
  const [photos, setPhotos] = useState<Array<MessagePhoto & { name: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<SendMessage, unknown, SendMessage>({ resolver: zodResolver(sendMessageSchema), defaultValues: { text: '', photoIds: [] } });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send.mutateAsync({ text: values.text, photoIds: photos.map((photo) => photo.id) });
      reset({ text: '', photoIds: [] });
      setPhotos([]);
    } catch (error) {
      setProblem(applyServerErrors(error, ['text', 'photoIds'], setError, intl));
    }
  });
  const attach = async (files: FileList | null) => {
    if (!files) return;
    setProblem(null);
    setUploading(true);
    try {
      for (const file of [...files].slice(0, messageLimits.photos - photos.length)) {
        const uploaded = await uploadMessagePhoto(jobId, file);
        setPhotos((current) => [...current, { ...uploaded, name: file.name }]);
      }
    } catch (error) {
      setProblem(errorMessage(error, intl));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const photoError = formState.errors.photoIds?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        rows={3}
        maxLength={messageLimits.text}
        label={intl.formatMessage({ id: 'job-ui.conversation.message', defaultMessage: 'Your message' })}
        hint={intl.formatMessage({ id: 'job-ui.conversation.message-hint', defaultMessage: 'Up to 2000 characters and 4 photos. Links open in a new tab.' })}
        error={formState.errors.text?.message ?? photoError}
        {...register('text')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      {photos.length > 0 && (
        <ul className={styles.attached} aria-label={intl.formatMessage({ id: 'job-ui.conversation.attached', defaultMessage: 'Photos to send' })}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <img className={styles.photo} src={`${photo.url}?size=256`} alt={photo.name} />
              <Button type="button" size="sm" variant="ghost" onClick={() => setPhotos((current) => current.filter((other) => other.id !== photo.id))}>
                <FormattedMessage id="job-ui.conversation.remove-photo" defaultMessage="Remove {name}" values={{ name: photo.name }} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending} disabled={uploading}>
          <FormattedMessage id="job-ui.conversation.send" defaultMessage="Send" />
        </Button>
        <label>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={uploading || photos.length >= messageLimits.photos}
            onChange={(event) => void attach(event.target.files)}
            aria-label={intl.formatMessage({ id: 'job-ui.conversation.attach', defaultMessage: 'Add photos' })}
          />
        </label>
        {uploading && <FormattedMessage id="job-ui.conversation.uploading" defaultMessage="Uploading the photo…" />}
      </div>
    </form>
  );
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
      <Card as="section" title={title} id="messages">
        <Skeleton lines={3} label={intl.formatMessage({ id: 'job-ui.conversation.loading', defaultMessage: 'Loading the messages…' })} />
      </Card>
    );
  }
  if (conversation.isError) {
    return (
      <Card as="section" title={title} id="messages">
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
    <Card as="section" title={title} id="messages">
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
