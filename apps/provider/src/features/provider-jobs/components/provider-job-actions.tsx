import { useState, type RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ProviderJobAction, ProviderJobDetail } from '@marketplace/contracts';
import { focusIfLost } from '@marketplace/job-ui/focus-if-lost';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useToast } from '@marketplace/shared-ui/toast';
import { useJobAction } from '../api/use-job-action';
import type { DialogAction } from '../domain/action-dialogs';
import { JobActionDialog } from './job-action-dialog';
import { StartsLater } from './starts-later';
import styles from './provider-jobs.module.css';

const labels = defineMessages({
  accept: { id: 'provider.job-actions.accept', defaultMessage: 'Accept' },
  start: { id: 'provider.job-actions.start', defaultMessage: 'Start job' },
  complete: { id: 'provider.job-actions.complete', defaultMessage: 'Complete job' },
  decline: { id: 'provider.job-actions.decline', defaultMessage: 'Decline' },
  noShow: { id: 'provider.job-actions.no-show', defaultMessage: 'Customer not there' },
  cancel: { id: 'provider.job-actions.cancel', defaultMessage: 'Cancel job' },
});
const buttons: Array<{ action: ProviderJobAction; label: MessageDescriptor; variant: 'primary' | 'secondary' | 'danger' }> = [
  { action: 'accept', label: labels.accept, variant: 'primary' },
  { action: 'start', label: labels.start, variant: 'primary' },
  { action: 'complete', label: labels.complete, variant: 'primary' },
  { action: 'decline', label: labels.decline, variant: 'secondary' },
  { action: 'noShow', label: labels.noShow, variant: 'secondary' },
  { action: 'cancel', label: labels.cancel, variant: 'danger' },
];
const doneWords = defineMessages({
  accept: { id: 'provider.job-actions.accepted', defaultMessage: 'Request accepted' },
  start: { id: 'provider.job-actions.started', defaultMessage: 'Job started' },
});

type Open = { dialog: DialogAction | null; opening: number };

export interface ProviderJobActionsProps {
  job: ProviderJobDetail;
  /** Where focus goes when the button that was used is gone (the job's status). */
  focusAfterChange: RefObject<HTMLElement | null>;
}

/** Exactly the actions the API allows now; the ones that lose or change something ask first. */
export function ProviderJobActions({ job, focusAfterChange }: ProviderJobActionsProps) {
  const intl = useIntl();
  const act = useJobAction();
  const { toast } = useToast();
  const [open, setOpen] = useState<Open>({ dialog: null, opening: 0 });
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();
  const changed = () => focusIfLost(focusAfterChange);
  // The market requires an "after" photo to complete (docs/job-photos.md): said before the refusal.
  const needsPhoto = job.requiresAfterPhoto && job.afterPhotos === 0 && job.actions.includes('complete');

  const run = (action: ProviderJobAction) => {
    if (action !== 'accept' && action !== 'start') {
      setOpen((current) => ({ dialog: action, opening: current.opening + 1 }));
      return;
    }
    setRefusal(null);
    act.mutate(
      { jobId: job.id, action },
      { onSuccess: () => toast({ title: intl.formatMessage(doneWords[action]), tone: 'success' }), onError: (error) => setRefusal(errorMessage(error)), onSettled: changed },
    );
  };

  return (
    <div className={styles.pageActions}>
      {refusal && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.job-actions.failed', defaultMessage: 'That did not go through' })}>
          {refusal}
        </Alert>
      )}
      <div className={styles.actions}>
        {buttons
          .filter(({ action }) => job.actions.includes(action))
          .map(({ action, label, variant }) => (
            <Button
              key={action}
              variant={variant}
              loading={act.isPending && act.variables?.action === action}
              disabled={act.isPending || (action === 'complete' && needsPhoto)}
              aria-describedby={action === 'complete' && needsPhoto ? 'complete-needs-photo' : undefined}
              onClick={() => run(action)}
            >
              <FormattedMessage {...label} />
            </Button>
          ))}
      </div>
      {needsPhoto && (
        <p id="complete-needs-photo" className={styles.needsPhoto}>
          <FormattedMessage id="provider.job-actions.complete-needs-photo" defaultMessage="To complete this job, add at least one after photo under Photos: this market asks for one." />
        </p>
      )}
      {job.status === 'confirmed' && !job.actions.includes('start') && <StartsLater job={job} />}
      {open.dialog && (
        <JobActionDialog
          key={open.opening}
          jobId={job.id}
          action={open.dialog}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen((current) => ({ ...current, dialog: null }));
          }}
          // Declined, the job goes back to the market and leaves this provider's pages.
          onDone={open.dialog === 'decline' ? () => navigate('/provider') : changed}
        />
      )}
    </div>
  );
}
