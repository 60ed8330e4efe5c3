import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Candidate, JobDesk } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { errorMessage } from '@marketplace/api-client/errors';
import { useAssignJob, useCandidates, type DeskJobRef } from '../api/use-job-desk';
import styles from './job-desk.module.css';

/** The score's parts by name (docs/market.md "The job desk"). */
const partNames = defineMessages({
  rating: { id: 'market.assign.part.rating', defaultMessage: 'rating' },
  load: { id: 'market.assign.part.load', defaultMessage: 'load' },
  travel: { id: 'market.assign.part.travel', defaultMessage: 'travel' },
});

export interface AssignDialogProps {
  job: JobDesk;
  deskRef: DeskJobRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One ranked candidate: who, the score and its reasons, and the button that assigns them. */
export function CandidateItem({ candidate, onAssign, disabled }: { candidate: Candidate; onAssign: () => void; disabled: boolean }) {
  const intl = useIntl();
  const { provider } = candidate;
  const nameId = `candidate-${provider.id}`;
  return (
    <li className={styles.candidate} aria-labelledby={nameId}>
      <Avatar name={provider.displayName} {...(provider.pictureUrl ? { src: provider.pictureUrl } : {})} decorative />
      <div className={styles.candidateBody}>
        <p id={nameId} className={styles.candidateName} translate="no">
          {provider.displayName}
        </p>
        <p className={styles.muted}>
          <FormattedMessage
            id="market.assign.score"
            defaultMessage="Score <strong>{score, number}</strong> of 100 ({parts})"
            values={{ score: candidate.score, parts: intl.formatList(candidate.parts.map((part) => `${intl.formatMessage(partNames[part.name])} ${intl.formatNumber(part.points)}/${intl.formatNumber(part.max)}`), { type: 'unit', style: 'short' }) }}
          />
          {candidate.declinedBefore && (
            <>
              {' '}
              <Badge tone="warning">
                <FormattedMessage id="market.assign.declined-before" defaultMessage="Declined before" />
              </Badge>
            </>
          )}
        </p>
        <ul className={styles.reasons} aria-label={intl.formatMessage({ id: 'market.assign.why', defaultMessage: 'Why {name}' }, { name: provider.displayName })}>
          {candidate.reasons.map((reason) => (
            // Worded by the API in the page's language (docs/languages.md).
            <li key={reason} data-worded-by="api">
              {reason}
            </li>
          ))}
        </ul>
      </div>
      <Button size="sm" onClick={onAssign} disabled={disabled} aria-label={intl.formatMessage({ id: 'market.assign.assign-name', defaultMessage: 'Assign {name}' }, { name: provider.displayName })}>
        <FormattedMessage id="market.assign.assign" defaultMessage="Assign" />
      </Button>
    </li>
  );
}

/**
 * The providers who could take the job, best first, each with the score and the reasons. A
 * 409 (someone else took that provider's time a moment ago) shows the API's message and asks
 * for the list again. Mount it with a new `key` per opening so it starts afresh.
 */
export function AssignDialog({ job, deskRef, open, onOpenChange }: AssignDialogProps) {
  const intl = useIntl();
  const candidates = useCandidates(deskRef, open);
  const assign = useAssignJob(deskRef);
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = candidates.data?.candidates;

  async function choose(candidate: Candidate) {
    setProblem(null);
    try {
      const trimmed = reason.trim();
      await assign.mutateAsync({ providerId: candidate.provider.id, ...(trimmed ? { reason: trimmed } : {}) });
      toast({
        title: intl.formatMessage({ id: 'market.assign.done', defaultMessage: 'Assigned to {name}' }, { name: candidate.provider.displayName }),
        description: intl.formatMessage({ id: 'market.assign.done-hint', defaultMessage: 'They have been asked to accept the job.' }),
        tone: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error));
      void candidates.refetch();
    }
  }

  const pending = assign.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      size="lg"
      title={job.provider ? intl.formatMessage({ id: 'market.assign.title-reassign', defaultMessage: 'Reassign the job' }) : intl.formatMessage({ id: 'market.assign.title', defaultMessage: 'Assign the job' })}
      description={intl.formatMessage({ id: 'market.assign.description', defaultMessage: 'Providers who offer all of its services and are free at its time, best match first.' })}
      footer={
        <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
          <FormattedMessage id="market.assign.close" defaultMessage="Close" />
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        {problem && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'market.assign.failed', defaultMessage: 'The job was not assigned' })}>
            {problem}
          </Alert>
        )}
        <TextArea
          label={intl.formatMessage({ id: 'market.assign.reason', defaultMessage: 'Reason (optional)' })}
          hint={intl.formatMessage({ id: 'market.desk.dialog.reason-hint', defaultMessage: 'Recorded on the job’s history.' })}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={pending}
        />
        {candidates.isPending && <Spinner label={intl.formatMessage({ id: 'market.assign.finding', defaultMessage: 'Finding free providers…' })} />}
        {candidates.isError && (
          <Alert
            tone="danger"
            title={intl.formatMessage({ id: 'market.assign.load-failed', defaultMessage: 'We could not load the providers' })}
            action={
              <Button onClick={() => void candidates.refetch()}>
                <FormattedMessage id="market.assign.retry" defaultMessage="Try again" />
              </Button>
            }
          >
            {errorMessage(candidates.error)}
          </Alert>
        )}
        {list && list.length === 0 && (
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'market.assign.nobody-free', defaultMessage: 'Nobody is free' })}
            description={intl.formatMessage({ id: 'market.assign.nobody-free-hint', defaultMessage: 'Nobody offering these services is free at that time — reschedule or contact the customer.' })}
          />
        )}
        {list && list.length > 0 && (
          <ol className={styles.candidates} aria-label={intl.formatMessage({ id: 'market.assign.ranked', defaultMessage: 'Ranked providers' })} aria-busy={candidates.isFetching || undefined}>
            {list.map((candidate) => (
              <CandidateItem key={candidate.provider.id} candidate={candidate} disabled={pending} onAssign={() => void choose(candidate)} />
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
