import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ProviderJobSummary } from '@marketplace/contracts';
import { focusIfLost } from '@marketplace/job-ui/focus-if-lost';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { useToast } from '@marketplace/shared-ui/toast';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useJobAction } from '../api/use-job-action';
import { useNow } from '../hooks/use-now';
import { answerWindow } from '../domain/time-to-answer';
import { RequestCard } from './request-card';
import { SectionState } from './section-state';
import { useJobRequests } from '../api/use-job-requests';
import styles from './provider-jobs.module.css';

/** Said once, politely, when the first request comes within its last half hour — not every tick. */
function urgentAnnouncement(requests: readonly ProviderJobSummary[], now: number, intl: IntlShape): string {
  const urgent = requests.filter((request) => answerWindow(request.respondBy, now)?.state === 'urgent').length;
  if (urgent === 0) return '';
  return intl.formatMessage(
    {
      id: 'provider.requests.urgent-announcement',
      defaultMessage: '{count, plural, one {One request has less than 30 minutes left to answer.} other {# requests have less than 30 minutes left to answer.}}',
    },
    { count: urgent },
  );
}

/** Requests waiting for an answer, the soonest deadline first, each with Accept and Decline in place. */
export function RequestList() {
  const intl = useIntl();
  const requests = useJobRequests();
  const list = requests.data?.requests ?? [];
  const now = useNow(1000, list.length > 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [acceptingId, setAcceptingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { toast } = useToast();
  const accept = useJobAction();

  const onAccept = (request: ProviderJobSummary) => {
    setRefusal(null);
    setAcceptingId(request.id);
    accept.mutate(
      { jobId: request.id, action: 'accept' },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage({ id: 'provider.requests.accepted', defaultMessage: 'Request accepted' }),
            description: intl.formatMessage({ id: 'provider.requests.accepted-text', defaultMessage: 'It is in your upcoming jobs, with the address and the customer’s contact.' }),
            tone: 'success',
          }),
        onError: (error) => setRefusal(errorMessage(error)),
        onSettled: () => {
          setAcceptingId(null);
          focusIfLost(headingRef);
        },
      },
    );
  };

  return (
    <section aria-labelledby="requests-title" className={styles.section}>
      <h2 id="requests-title" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        <FormattedMessage id="provider.requests.title" defaultMessage="Requests waiting for your answer" />
      </h2>
      {refusal && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.requests.not-accepted', defaultMessage: 'The request was not accepted' })}>
          {refusal}
        </Alert>
      )}
      <SectionState
        query={requests}
        loading={intl.formatMessage({ id: 'provider.requests.loading', defaultMessage: 'Loading your requests…' })}
        failed={intl.formatMessage({ id: 'provider.requests.failed', defaultMessage: 'We could not load your requests' })}
        lines={4}
      >
        {list.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'provider.requests.empty', defaultMessage: 'No requests right now' })}
            description={intl.formatMessage({ id: 'provider.requests.empty-text', defaultMessage: 'New bookings for you appear here; answer them before their time runs out.' })}
          />
        ) : (
          <ul className={styles.list} aria-labelledby="requests-title">
            {list.map((request) => (
              <RequestCard key={request.id} request={request} now={now} accepting={acceptingId === request.id} onAccept={onAccept} onDeclined={() => focusIfLost(headingRef)} />
            ))}
          </ul>
        )}
      </SectionState>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {urgentAnnouncement(list, now, intl)}
      </VisuallyHidden>
    </section>
  );
}
