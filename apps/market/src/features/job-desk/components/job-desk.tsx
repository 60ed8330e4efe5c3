import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeskStatusAction, JobDesk } from '@marketplace/contracts';
import { JobPageHeader } from '@marketplace/job-ui/job-page-header';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { TextLink } from '@marketplace/shared-ui/link';
import type { DeskJobRef } from '../api/use-job-desk';
import { statusActionOrder, statusActionText } from '../domain/desk-words';
import { AssignDialog } from './assign-dialog';
import { CancelDialog } from './cancel-dialog';
import { CustomerCard, PolicyCard, PriceCard, WhenWhereCard, WorkCard } from './desk-cards';
import { DeskHistory } from './desk-history';
import { DeskProblems } from './desk-problems';
import { DeskInvoice, PaymentsSection } from './payments-section';
import { RescheduleDialog } from './reschedule-dialog';
import { StatusDialog } from './status-dialog';
import styles from './job-desk.module.css';

type Open = { kind: 'assign' } | { kind: 'cancel' } | { kind: 'reschedule' } | { kind: 'status'; action: DeskStatusAction } | null;

/** The manager's job desk: every fact of the job, what can be done to it now, and its full history. */
export function JobDeskView({ job }: { job: JobDesk }) {
  const intl = useIntl();
  const statusRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState<Open>(null);
  // A new key per opening: each dialog starts afresh.
  const [opening, setOpening] = useState(0);
  const show = (next: NonNullable<Open>) => {
    setOpening((count) => count + 1);
    setOpen(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const deskRef: DeskJobRef = { marketId: job.marketId, jobId: job.id };
  const can = new Set(job.actions);
  const statusActions = statusActionOrder.filter((action) => can.has(action));

  return (
    <div data-page="market/job" className={styles.page}>
      <JobPageHeader
        back={
          <TextLink asChild>
            <Link to={`/market/${job.marketId}/dashboard`}>
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="market.desk.back" defaultMessage="{market} dashboard" values={{ market: <span translate="no">{job.marketName}</span> }} />
            </Link>
          </TextLink>
        }
        job={job}
        statusRef={statusRef}
      />
      {job.plan && (
        <p className={styles.plan}>
          <Badge tone="info" data-plan={job.plan.id}>
            <FormattedMessage
              id="market.desk.plan-visit"
              defaultMessage="{everyWeeks, select, 1 {Visit of a plan — every week} 2 {Visit of a plan — every 2 weeks} 4 {Visit of a plan — every 4 weeks} other {Visit of a plan — every {everyWeeks} weeks}}"
              values={{ everyWeeks: job.plan.everyWeeks }}
            />
          </Badge>
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.column}>
          <WhenWhereCard job={job} />
          <WorkCard job={job} />
          <PriceCard job={job} />
          <DeskInvoice jobId={job.id} />
          <Card as="section" title={intl.formatMessage({ id: 'market.desk.history', defaultMessage: 'History' })}>
            <DeskHistory events={job.history} timeZone={job.timeZone} currency={job.currency} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card as="section" title={intl.formatMessage({ id: 'market.desk.provider', defaultMessage: 'Provider' })}>
            <div className={styles.dialogBody}>
              {job.provider ? (
                <div className={styles.provider}>
                  <Avatar name={job.provider.displayName} {...(job.provider.pictureUrl ? { src: job.provider.pictureUrl } : {})} decorative />
                  <p className={styles.strong} translate="no">
                    {job.provider.displayName}
                  </p>
                </div>
              ) : (
                <p className={styles.muted}>
                  <FormattedMessage id="market.desk.nobody-assigned" defaultMessage="Nobody is assigned to this job." />
                </p>
              )}
              {can.has('assign') && (
                <div className={styles.buttons}>
                  <Button onClick={() => show({ kind: 'assign' })}>
                    {job.provider ? <FormattedMessage id="market.desk.reassign" defaultMessage="Reassign" /> : <FormattedMessage id="market.desk.assign" defaultMessage="Assign" />}
                  </Button>
                </div>
              )}
            </div>
          </Card>
          <Card as="section" title={intl.formatMessage({ id: 'market.desk.actions', defaultMessage: 'Actions' })}>
            {job.actions.filter((action) => action !== 'assign').length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage id="market.desk.no-actions" defaultMessage="Nothing more can be done to this job." />
              </p>
            ) : (
              <div className={styles.buttons}>
                {statusActions.map((action) => (
                  <Button key={action} variant="secondary" onClick={() => show({ kind: 'status', action })}>
                    <FormattedMessage {...statusActionText[action].button} />
                  </Button>
                ))}
                {can.has('reschedule') && (
                  <Button variant="secondary" onClick={() => show({ kind: 'reschedule' })}>
                    <FormattedMessage id="market.desk.reschedule" defaultMessage="Reschedule" />
                  </Button>
                )}
                {can.has('cancel') && (
                  <Button variant="danger" onClick={() => show({ kind: 'cancel' })}>
                    <FormattedMessage id="market.desk.cancel" defaultMessage="Cancel the job" />
                  </Button>
                )}
              </div>
            )}
          </Card>
          <CustomerCard job={job} />
          <PolicyCard job={job} />
          <PaymentsSection deskRef={deskRef} timeZone={job.timeZone} completed={job.status === 'completed'} />
          {job.status === 'completed' && <DeskProblems jobId={job.id} />}
        </div>
      </div>
      {open?.kind === 'assign' && <AssignDialog key={opening} job={job} deskRef={deskRef} open onOpenChange={close} />}
      {open?.kind === 'status' && <StatusDialog key={opening} deskRef={deskRef} action={open.action} open onOpenChange={close} />}
      {open?.kind === 'cancel' && <CancelDialog key={opening} job={job} deskRef={deskRef} open onOpenChange={close} />}
      {open?.kind === 'reschedule' && <RescheduleDialog key={opening} job={job} deskRef={deskRef} open onOpenChange={close} />}
    </div>
  );
}
