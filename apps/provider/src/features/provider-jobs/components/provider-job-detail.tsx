import { useRef } from 'react';
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
import { JobCustomer } from './job-customer';
import { ProviderJobActions } from './provider-job-actions';
import { ProviderNotes } from './provider-notes';
import styles from './provider-job-detail.module.css';

/** The provider's job: what to do, when, where, for whom, what it pays, notes and history. */
export function ProviderJobDetail({ job }: { job: Job }) {
  const statusRef = useRef<HTMLSpanElement>(null);
  const { address } = job;
  const invoiceId = useJobInvoiceId(job.id);
  return (
    <div data-page="provider/job" className={styles.page}>
      <JobPageHeader
        back={
          <TextLink asChild>
            <Link to="/provider">
              <span aria-hidden="true">‹ </span>Provider home
            </Link>
          </TextLink>
        }
        job={job}
        statusRef={statusRef}
        actions={<ProviderJobActions job={job} focusAfterChange={statusRef} />}
      />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card as="section" title="When and where">
            <dl className={styles.facts}>
              <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
              <div>
                <dt>{address ? 'Address' : 'Area'}</dt>
                <dd>
                  {address ? (
                    <JobAddress address={address} />
                  ) : (
                    <>
                      {areaText(job.area)}
                      {job.status === 'requested' && <span className={styles.muted}> — full address once you accept</span>}
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>Market</dt>
                <dd>{job.marketName}</dd>
              </div>
            </dl>
          </Card>
          <Card as="section" title="The work">
            <RichText html={job.descriptionHtml} {...personalDataProps} fallback={<p className={styles.muted}>No description.</p>} />
            <dl className={styles.facts}>
              <JobSizeAndAccess size={job.size} accessNotes={job.accessNotes} />
            </dl>
          </Card>
          <Card as="section" title="Private notes">
            <ProviderNotes job={job} />
          </Card>
          {invoiceId && <InvoiceSection invoiceId={invoiceId} useInvoice={useInvoice} />}
          <Card as="section" title="History">
            <JobStatusTimeline events={job.timeline} timeZone={job.timeZone} customerWords={false} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card as="section" title="Customer">
            <JobCustomer customer={job.customer} status={job.status} />
          </Card>
          <Card as="section" title="Your earnings">
            <dl className={styles.facts}>
              <div>
                <dt>Job total</dt>
                <dd>
                  <Money amountMinor={job.earnings.totalMinor} currency={job.earnings.currency} />
                </dd>
              </div>
              <div>
                <dt>Commission</dt>
                <dd>
                  <Money amountMinor={-job.earnings.commissionMinor} currency={job.earnings.currency} />
                </dd>
              </div>
              <div>
                <dt>You earn</dt>
                <dd className={styles.strong}>
                  <Money amountMinor={job.earnings.earningsMinor} currency={job.earnings.currency} />
                </dd>
              </div>
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}
