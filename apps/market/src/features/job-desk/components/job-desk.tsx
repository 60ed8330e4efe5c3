import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeskStatusAction, JobDesk } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { JobPageHeader } from '@marketplace/job-ui/job-page-header';
import { JobAddress, JobSizeAndAccess } from '@marketplace/job-ui/job-practical-facts';
import { JobWhen } from '@marketplace/job-ui/job-time';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { TextLink } from '@marketplace/shared-ui/link';
import { Money } from '@marketplace/shared-ui/money';
import { RichText } from '@marketplace/shared-ui/rich-text';
import type { DeskJobRef } from '../api/use-job-desk';
import { statusActionOrder, statusActionText } from '../domain/desk-words';
import { AssignDialog } from './assign-dialog';
import { CancelDialog } from './cancel-dialog';
import { DeskHistory } from './desk-history';
import { DeskInvoice, PaymentsSection } from './payments-section';
import { RescheduleDialog } from './reschedule-dialog';
import { StatusDialog } from './status-dialog';
import styles from './job-desk.module.css';

type Open = { kind: 'assign' } | { kind: 'cancel' } | { kind: 'reschedule' } | { kind: 'status'; action: DeskStatusAction } | null;

const percent = (bps: number) => `${bps / 100}%`;

/** The manager's job desk: every fact of the job, what can be done to it now, and its full history. */
export function JobDeskView({ job }: { job: JobDesk }) {
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
  const { price, policy } = job;

  return (
    <div data-page="market/job" className={styles.page}>
      <JobPageHeader
        back={
          <TextLink asChild>
            <Link to={`/market/${job.marketId}/dashboard`}>
              <span aria-hidden="true">‹ </span>
              {job.marketName} dashboard
            </Link>
          </TextLink>
        }
        job={job}
        statusRef={statusRef}
      />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card as="section" title="When and where">
            <dl className={styles.facts}>
              <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
              <div>
                <dt>Address</dt>
                <dd {...personalDataProps}>
                  <JobAddress address={job.address} />
                </dd>
              </div>
              <div>
                <dt>Booked</dt>
                <dd>
                  <DateTime value={job.bookedAt} timeZone={job.timeZone} format="datetime" showTimeZone />
                </dd>
              </div>
              {job.respondBy && (
                <div>
                  <dt>Provider answers by</dt>
                  <dd>
                    <DateTime value={job.respondBy} timeZone={job.timeZone} format="datetime" showTimeZone />
                  </dd>
                </div>
              )}
            </dl>
          </Card>
          <Card as="section" title="The work">
            <RichText html={job.descriptionHtml} {...personalDataProps} fallback={<p className={styles.muted}>No description.</p>} />
            <dl className={styles.facts} {...personalDataProps}>
              <JobSizeAndAccess size={job.size} accessNotes={job.accessNotes} />
            </dl>
          </Card>
          <Card as="section" title="Services and price">
            <table className={styles.priceTable}>
              <caption className={styles.muted}>Amounts in {price.currency}</caption>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {price.lines.map((line) => (
                  <tr key={line.serviceId}>
                    <th scope="row">
                      {line.name} × {line.quantity} {line.unit === 'hour' ? (line.quantity === 1 ? 'hour' : 'hours') : line.quantity === 1 ? 'job' : 'jobs'}
                    </th>
                    <td>
                      <Money amountMinor={line.amountMinor} currency={price.currency} />
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Service fee</th>
                  <td>
                    <Money amountMinor={price.serviceFeeMinor} currency={price.currency} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">Tax</th>
                  <td>
                    <Money amountMinor={price.taxMinor} currency={price.currency} />
                  </td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td>
                    <Money amountMinor={price.totalMinor} currency={price.currency} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </Card>
          <DeskInvoice jobId={job.id} />
          <Card as="section" title="History">
            <DeskHistory events={job.history} timeZone={job.timeZone} currency={job.currency} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card as="section" title="Provider">
            <div className={styles.dialogBody}>
              {job.provider ? (
                <div className={styles.provider}>
                  <Avatar name={job.provider.displayName} {...(job.provider.pictureUrl ? { src: job.provider.pictureUrl } : {})} decorative />
                  <p className={styles.strong}>{job.provider.displayName}</p>
                </div>
              ) : (
                <p className={styles.muted}>Nobody is assigned to this job.</p>
              )}
              {can.has('assign') && (
                <div className={styles.buttons}>
                  <Button onClick={() => show({ kind: 'assign' })}>{job.provider ? 'Reassign' : 'Assign'}</Button>
                </div>
              )}
            </div>
          </Card>
          <Card as="section" title="Actions">
            {job.actions.filter((action) => action !== 'assign').length === 0 ? (
              <p className={styles.muted}>Nothing more can be done to this job.</p>
            ) : (
              <div className={styles.buttons}>
                {statusActions.map((action) => (
                  <Button key={action} variant="secondary" onClick={() => show({ kind: 'status', action })}>
                    {statusActionText[action].button}
                  </Button>
                ))}
                {can.has('reschedule') && (
                  <Button variant="secondary" onClick={() => show({ kind: 'reschedule' })}>
                    Reschedule
                  </Button>
                )}
                {can.has('cancel') && (
                  <Button variant="danger" onClick={() => show({ kind: 'cancel' })}>
                    Cancel the job
                  </Button>
                )}
              </div>
            )}
          </Card>
          <Card as="section" title="Customer">
            <dl className={styles.facts} {...personalDataProps}>
              <div>
                <dt>Account</dt>
                <dd>
                  {job.customer.name} · <TextLink href={`mailto:${job.customer.email}`}>{job.customer.email}</TextLink>
                  {job.customer.phone && <> · {job.customer.phone}</>}
                </dd>
              </div>
              <div>
                <dt>Contact on the day</dt>
                <dd>
                  {job.contact.name} · <TextLink href={`tel:${job.contact.phone.replace(/[^\d+]/g, '')}`}>{job.contact.phone}</TextLink> ·{' '}
                  <TextLink href={`mailto:${job.contact.email}`}>{job.contact.email}</TextLink>
                </dd>
              </div>
            </dl>
          </Card>
          <Card as="section" title="Cancellation policy">
            <dl className={styles.facts}>
              <div>
                <dt>Free until</dt>
                <dd>
                  <DateTime value={policy.freeCancellationUntil} timeZone={job.timeZone} format="datetime" showTimeZone />
                </dd>
              </div>
              <div>
                <dt>Then</dt>
                <dd>
                  {percent(policy.cancellationFeeBps)} of the total (booked with {policy.freeCancellationHours} hours free)
                </dd>
              </div>
              <div>
                <dt>Fee if cancelled now</dt>
                <dd>
                  <Money amountMinor={job.cancellationQuote.feeIfAppliedMinor} currency={job.cancellationQuote.currency} />
                </dd>
              </div>
              {job.cancellationFeeMinor !== null && (
                <div>
                  <dt>Fee recorded</dt>
                  <dd>
                    <Money amountMinor={job.cancellationFeeMinor} currency={job.currency} />
                  </dd>
                </div>
              )}
            </dl>
          </Card>
          <PaymentsSection deskRef={deskRef} timeZone={job.timeZone} />
        </div>
      </div>
      {open?.kind === 'assign' && <AssignDialog key={opening} job={job} deskRef={deskRef} open onOpenChange={close} />}
      {open?.kind === 'status' && <StatusDialog key={opening} deskRef={deskRef} action={open.action} open onOpenChange={close} />}
      {open?.kind === 'cancel' && <CancelDialog key={opening} job={job} deskRef={deskRef} open onOpenChange={close} />}
      {open?.kind === 'reschedule' && <RescheduleDialog key={opening} job={job} deskRef={deskRef} open onOpenChange={close} />}
    </div>
  );
}
