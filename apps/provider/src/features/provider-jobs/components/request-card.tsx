import { useIntl } from 'react-intl';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { ProviderJobSummary } from '@marketplace/contracts';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { Button } from '@marketplace/shared-ui/button';
import { PlanMarker } from '../../../components/plan-marker';
import { answerWindow } from '../domain/time-to-answer';
import { AnswerCountdown } from './answer-countdown';
import { JobFactsRow } from './job-facts-row';
import styles from './provider-jobs.module.css';

// The decline dialog (a form: react-hook-form, zod, the dialog itself) loads when first wanted,
// from the moment the pointer or focus reaches Decline: the list does without it.
const loadDialog = () => import('./job-action-dialog');
const JobActionDialog = lazyWithRetry(async () => ({ default: (await loadDialog()).JobActionDialog }));
const preloadDialog = () => void loadDialog().catch(() => undefined);

export interface RequestCardProps {
  request: ProviderJobSummary;
  now: number;
  /** Accept is in flight for this request. */
  accepting: boolean;
  onAccept: (request: ProviderJobSummary) => void;
  /** After a decline went through (the card is about to leave the list). */
  onDeclined: () => void;
}

/** One request: the work, when, where roughly, what it pays, the time left, and the answer. */
export function RequestCard({ request, now, accepting, onAccept, onDeclined }: RequestCardProps) {
  const intl = useIntl();
  const [declining, setDeclining] = useState(0);
  const [open, setOpen] = useState(false);
  const window = answerWindow(request.respondBy, now);
  const title = jobServicesTitle(intl, request.services);
  const titleId = `request-${request.id}`;
  return (
    <li className={window?.state === 'urgent' ? styles.requestUrgent : styles.request} aria-labelledby={titleId} data-request={request.id}>
      <h3 id={titleId} className={styles.itemTitle} translate="no">
        <Link to={`/provider/job/${request.id}`}>{title}</Link>
      </h3>
      <PlanMarker plan={request.plan} />
      <JobFactsRow job={request} />
      {window && request.respondBy && <AnswerCountdown window={window} respondBy={request.respondBy} timeZone={request.timeZone} />}
      <div className={styles.actions}>
        <Button onClick={() => onAccept(request)} loading={accepting} disabled={window?.state === 'passed'} aria-describedby={titleId}>
          <FormattedMessage id="provider.request.accept" defaultMessage="Accept" />
        </Button>
        <Button
          variant="secondary"
          disabled={accepting}
          aria-describedby={titleId}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => {
            setDeclining((count) => count + 1);
            setOpen(true);
          }}
        >
          <FormattedMessage id="provider.request.decline" defaultMessage="Decline" />
        </Button>
      </div>
      {declining > 0 && (
        <Suspense fallback={null}>
          <JobActionDialog key={declining} jobId={request.id} action="decline" open={open} onOpenChange={setOpen} onDone={onDeclined} />
        </Suspense>
      )}
    </li>
  );
}
