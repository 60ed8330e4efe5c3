import { type ReactNode, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderJobDetail as Job } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { JobPageHeader } from '@marketplace/job-ui/job-page-header';
import { areaText, JobAddress, JobSizeAndAccess } from '@marketplace/job-ui/job-practical-facts';
import { InvoiceSection } from '@marketplace/job-ui/invoice-section';
import { JobStatusTimeline } from '@marketplace/job-ui/job-status-timeline';
import { JobWhen } from '@marketplace/job-ui/job-time';
import { Card } from '@marketplace/shared-ui/card';
import { TextLink } from '@marketplace/shared-ui/link';
import { Money } from '@marketplace/shared-ui/money';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { useInvoice, useJobInvoiceId } from '@marketplace/api-client/queries';
import { PlanVisitNote } from '../../../components/plan-visit-note';
import { JobCustomer } from './job-customer';
import { ProviderJobActions } from './provider-job-actions';
import { ProviderNotes } from './provider-notes';
import { TipsReceived } from './tips-received';
import styles from './provider-job-detail.module.css';

/** The provider's job: what to do, when, where, for whom, what it pays, notes and history; `photos`: the page's job photos panel (docs/job-photos.md). */
export function ProviderJobDetail({ job, photos }: { job: Job; photos?: ReactNode }) {
  const intl = useIntl();
  const statusRef = useRef<HTMLSpanElement>(null);
  const { address } = job;
  const invoiceId = useJobInvoiceId(job.id);
  return (
    <div data-page="provider/job" className={styles.page}>
      <JobPageHeader
        back={
          <TextLink asChild>
            <Link to="/provider">
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="provider.job.back-home" defaultMessage="Provider home" />
            </Link>
          </TextLink>
        }
        job={job}
        statusRef={statusRef}
        actions={<ProviderJobActions job={job} focusAfterChange={statusRef} />}
      />
      <PlanVisitNote plan={job.plan} />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card as="section" title={intl.formatMessage({ id: 'provider.job.when-where', defaultMessage: 'When and where' })}>
            <dl className={styles.facts}>
              <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
              <div>
                <dt>
                  {address ? (
                    <FormattedMessage id="provider.job.address" defaultMessage="Address" />
                  ) : (
                    <FormattedMessage id="provider.job.area" defaultMessage="Area" />
                  )}
                </dt>
                <dd>
                  {address ? (
                    <JobAddress address={address} />
                  ) : (
                    <>
                      <span translate="no">{areaText(job.area)}</span>
                      {job.status === 'requested' && (
                        <span className={styles.muted}>
                          {' — '}
                          <FormattedMessage id="provider.job.address-after-accept" defaultMessage="full address once you accept" />
                        </span>
                      )}
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="provider.job.market" defaultMessage="Market" />
                </dt>
                <dd translate="no">{job.marketName}</dd>
              </div>
            </dl>
          </Card>
          <Card as="section" title={intl.formatMessage({ id: 'provider.job.work', defaultMessage: 'The work' })}>
            <RichText
              html={job.descriptionHtml}
              translate="no"
              {...personalDataProps}
              fallback={
                <p className={styles.muted}>
                  <FormattedMessage id="provider.job.no-description" defaultMessage="No description." />
                </p>
              }
            />
            <dl className={styles.facts}>
              <JobSizeAndAccess size={job.size} accessNotes={job.accessNotes} />
            </dl>
          </Card>
          {photos}
          <Card as="section" title={intl.formatMessage({ id: 'provider.job.private-notes', defaultMessage: 'Private notes' })}>
            <ProviderNotes job={job} />
          </Card>
          {invoiceId && <InvoiceSection invoiceId={invoiceId} useInvoice={useInvoice} />}
          <Card as="section" title={intl.formatMessage({ id: 'provider.job.history', defaultMessage: 'History' })}>
            <JobStatusTimeline events={job.timeline} timeZone={job.timeZone} customerWords={false} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card as="section" title={intl.formatMessage({ id: 'provider.job.customer', defaultMessage: 'Customer' })}>
            <JobCustomer customer={job.customer} status={job.status} />
          </Card>
          <Card as="section" title={intl.formatMessage({ id: 'provider.job.your-earnings', defaultMessage: 'Your earnings' })}>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <FormattedMessage id="provider.job.total" defaultMessage="Job total" />
                </dt>
                <dd>
                  <Money amountMinor={job.earnings.totalMinor} currency={job.earnings.currency} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="provider.job.commission" defaultMessage="Commission" />
                </dt>
                <dd>
                  <Money amountMinor={-job.earnings.commissionMinor} currency={job.earnings.currency} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="provider.job.you-earn" defaultMessage="You earn" />
                </dt>
                <dd className={styles.strong}>
                  <Money amountMinor={job.earnings.earningsMinor} currency={job.earnings.currency} />
                </dd>
              </div>
              <TipsReceived jobId={job.id} completed={job.status === 'completed'} />
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}
