import { useState } from 'react';
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

export interface AssignDialogProps {
  job: JobDesk;
  deskRef: DeskJobRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const noCandidatesText = 'Nobody offering these services is free at that time — reschedule or contact the customer.';

/** One ranked candidate: who, the score and its reasons, and the button that assigns them. */
export function CandidateItem({ candidate, onAssign, disabled }: { candidate: Candidate; onAssign: () => void; disabled: boolean }) {
  const { provider } = candidate;
  const nameId = `candidate-${provider.id}`;
  return (
    <li className={styles.candidate} aria-labelledby={nameId}>
      <Avatar name={provider.displayName} {...(provider.pictureUrl ? { src: provider.pictureUrl } : {})} decorative />
      <div className={styles.candidateBody}>
        <p id={nameId} className={styles.candidateName}>
          {provider.displayName}
        </p>
        <p className={styles.muted}>
          Score <strong>{candidate.score}</strong> of 100 ({candidate.parts.map((part) => `${part.name} ${part.points}/${part.max}`).join(', ')})
          {candidate.declinedBefore && (
            <>
              {' '}
              <Badge tone="warning">Declined before</Badge>
            </>
          )}
        </p>
        <ul className={styles.reasons} aria-label={`Why ${provider.displayName}`}>
          {candidate.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <Button size="sm" onClick={onAssign} disabled={disabled} aria-label={`Assign ${provider.displayName}`}>
        Assign
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
      toast({ title: `Assigned to ${candidate.provider.displayName}`, description: 'They have been asked to accept the job.', tone: 'success' });
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
      title={job.provider ? 'Reassign the job' : 'Assign the job'}
      description="Providers who offer all of its services and are free at its time, best match first."
      footer={
        <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        {problem && (
          <Alert tone="danger" title="The job was not assigned">
            {problem}
          </Alert>
        )}
        <TextArea
          label="Reason (optional)"
          hint="Recorded on the job’s history."
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={pending}
        />
        {candidates.isPending && <Spinner label="Finding free providers…" />}
        {candidates.isError && (
          <Alert tone="danger" title="We could not load the providers" action={<Button onClick={() => void candidates.refetch()}>Try again</Button>}>
            {errorMessage(candidates.error)}
          </Alert>
        )}
        {list && list.length === 0 && <EmptyState headingLevel={3} title="Nobody is free" description={noCandidatesText} />}
        {list && list.length > 0 && (
          <ol className={styles.candidates} aria-label="Ranked providers" aria-busy={candidates.isFetching || undefined}>
            {list.map((candidate) => (
              <CandidateItem key={candidate.provider.id} candidate={candidate} disabled={pending} onAssign={() => void choose(candidate)} />
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
