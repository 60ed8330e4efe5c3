import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { JobDetail as Job } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Card } from '@marketplace/shared-ui/card';
import { TextLink } from '@marketplace/shared-ui/link';
import { CancellationPolicy } from '../../../components/cancellation-policy';
import { JobPageHeader } from '@marketplace/job-ui/job-page-header';
import type { ArrivalNotice } from '../domain/arrival-notice';
import { JobActions, type JobActionsProps } from './job-actions';
import { JobDescription } from './job-description';
import { JobPracticalities, JobWhenWhere } from './job-facts';
import { JobProvider } from './job-provider';
import { JobReview } from './job-review';
import { JobStatusTimeline } from '@marketplace/job-ui/job-status-timeline';
import { ReviewForm } from './review-form';
import styles from './job-detail.module.css';

export interface JobDetailProps {
  job: Job;
  /** Said on arrival, e.g. "Booked" after the booking flow. */
  notice?: ArrivalNotice | null;
  /** The job's price, as the booking flow's price breakdown shows it (the page hands it in). */
  priceBreakdown: ReactNode;
  /** The job's payment, invoice and refunds (the page hands in the payment feature's section). */
  payment?: ReactNode;
  /** "Add a tip" and the tips given (the page hands in the tips feature's panel for a completed job). */
  tips?: ReactNode;
  /** The provider's before and after photos (docs/job-photos.md; the page hands in job-ui's section). */
  photos?: ReactNode;
  renderSlotPicker: JobActionsProps['renderSlotPicker'];
  /** Beside the provider: the favourite toggle for this provider (the page hands it in). */
  renderFavourite?: (provider: NonNullable<Job['provider']>) => ReactNode;
}

/** The customer's job: what, when, where, with whom, for how much, what happened, and what they can do. */
export function JobDetail({ job, notice, priceBreakdown, payment, tips, photos, renderSlotPicker, renderFavourite }: JobDetailProps) {
  const intl = useIntl();
  const statusRef = useRef<HTMLSpanElement>(null);
  const feedback = job.review ? <JobReview review={job.review} timeZone={job.timeZone} /> : job.can.review ? <ReviewForm jobId={job.id} /> : null;
  return (
    <div data-page="job" className={styles.page}>
      <JobPageHeader
        back={
          <TextLink asChild>
            <Link to="/my-jobs">
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="booking.job.back" defaultMessage="My jobs" />
            </Link>
          </TextLink>
        }
        job={job}
        statusRef={statusRef}
        actions={<JobActions job={job} renderSlotPicker={renderSlotPicker} focusAfterChange={statusRef} />}
      />
      {job.plan && (
        <p className={styles.planLine}>
          <TextLink asChild>
            <Link to={`/my-jobs/plans/${job.plan.id}`}>
              <FormattedMessage id="booking.job.plan-visit" defaultMessage="Visit of your plan — {everyWeeks, plural, one {every week} other {every # weeks}}" values={{ everyWeeks: job.plan.everyWeeks }} />
            </Link>
          </TextLink>
        </p>
      )}
      {notice && (
        <Alert tone="success" title={notice.title}>
          {notice.message}
        </Alert>
      )}
      <div className={styles.grid}>
        <div className={styles.main}>
          {feedback && (
            <Card as="section" title={intl.formatMessage({ id: 'booking.job.feedback', defaultMessage: 'Your feedback' })}>
              {feedback}
            </Card>
          )}
          <Card as="section" title={intl.formatMessage({ id: 'booking.job.when-where', defaultMessage: 'When and where' })}>
            <JobWhenWhere job={job} />
          </Card>
          <Card as="section" title={intl.formatMessage({ id: 'booking.job.about', defaultMessage: 'About the job' })}>
            <JobDescription html={job.descriptionHtml} />
            <JobPracticalities job={job} />
          </Card>
          {photos}
          <Card as="section" title={intl.formatMessage({ id: 'booking.job.history', defaultMessage: 'History' })}>
            <JobStatusTimeline events={job.timeline} timeZone={job.timeZone} />
          </Card>
        </div>
        <div className={styles.aside}>
          <Card as="section" title={intl.formatMessage({ id: 'booking.job.provider', defaultMessage: 'Your provider' })}>
            <JobProvider provider={job.provider} favourite={job.provider && renderFavourite?.(job.provider)} />
          </Card>
          <Card as="section" title={intl.formatMessage({ id: 'booking.job.price', defaultMessage: 'Price' })}>
            {priceBreakdown}
          </Card>
          {tips}
          {payment}
          <Card as="section" title={intl.formatMessage({ id: 'booking.job.cancellation-policy', defaultMessage: 'Cancellation policy' })}>
            <CancellationPolicy policy={job.policy} start={job.start} timeZone={job.timeZone} totalMinor={job.price.totalMinor} currency={job.currency} />
          </Card>
        </div>
      </div>
    </div>
  );
}
