import { useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanDetail } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useToast } from '@marketplace/shared-ui/toast';
import { focusIfLost } from '@marketplace/job-ui/focus-if-lost';
import { usePlanStep } from '../api/use-plan-changes';
import { ChangePlanDialog } from './change-plan-dialog';
import { EndPlanDialog } from './end-plan-dialog';
import { PausePlanDialog } from './pause-plan-dialog';
import styles from './plan-page.module.css';

type Open = { dialog: 'change' | 'pause' | 'end' | null; opening: number };

export interface PlanActionsProps {
  plan: PlanDetail;
  /** Where focus goes after a change removed the button that was used (Pause once paused). */
  focusAfterChange: RefObject<HTMLElement | null>;
}

/** What the customer may do with the plan now, as the API's `can` says (the API checks again). */
export function PlanActions({ plan, focusAfterChange }: PlanActionsProps) {
  const intl = useIntl();
  const { toast } = useToast();
  // A new key per opening: each dialog starts afresh (quote asked again, form as the plan is).
  const [open, setOpen] = useState<Open>({ dialog: null, opening: 0 });
  const show = (dialog: Open['dialog']) => setOpen((current) => ({ dialog, opening: current.opening + 1 }));
  const hide = (isOpen: boolean) => {
    if (!isOpen) setOpen((current) => ({ ...current, dialog: null }));
  };
  const changed = () => focusIfLost(focusAfterChange);
  const resume = usePlanStep(plan.id, 'resume');
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () => {
        toast({ title: intl.formatMessage({ id: 'booking.plans.resume-done', defaultMessage: 'Your plan is running again' }), tone: 'success' });
        changed();
      },
    });
  const dialogProps = { plan, onOpenChange: hide, onDone: changed };
  return (
    <div className={styles.actions}>
      {plan.can.change && (
        <Button variant="secondary" onClick={() => show('change')}>
          <FormattedMessage id="booking.plans.change" defaultMessage="Change time or provider" />
        </Button>
      )}
      {plan.can.resume && (
        <Button variant="primary" loading={resume.isPending} onClick={onResume}>
          <FormattedMessage id="booking.plans.resume" defaultMessage="Resume plan" />
        </Button>
      )}
      {plan.can.pause && (
        <Button variant="secondary" onClick={() => show('pause')}>
          <FormattedMessage id="booking.plans.pause" defaultMessage="Pause plan" />
        </Button>
      )}
      {plan.can.end && (
        <Button variant="danger" onClick={() => show('end')}>
          <FormattedMessage id="booking.plans.end" defaultMessage="End plan" />
        </Button>
      )}
      {resume.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.plans.resume-failed', defaultMessage: 'The plan was not resumed' })}>
          {errorMessage(resume.error)}
        </Alert>
      )}
      {/* Mounted whatever `can` says, so a change that takes the right away does not pull the dialog from under the customer. */}
      <ChangePlanDialog key={`change-${open.opening}`} open={open.dialog === 'change'} {...dialogProps} />
      <PausePlanDialog key={`pause-${open.opening}`} open={open.dialog === 'pause'} {...dialogProps} />
      <EndPlanDialog key={`end-${open.opening}`} open={open.dialog === 'end'} {...dialogProps} />
    </div>
  );
}
