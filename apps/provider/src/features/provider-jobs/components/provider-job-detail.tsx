import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ProviderJobDetail as Job } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { JobStatusTimeline } from '@marketplace/job-ui/job-status-timeline';
import { JobTime } from '@marketplace/job-ui/job-time';
import { Card } from '@marketplace/shared-ui/card';
import { TextLink } from '@marketplace/shared-ui/link';
import { Money } from '@marketplace/shared-ui/money';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { areaText, sizeLabels } from '../domain/job-words';
import { JobCustomer } from './job-customer';
import { ProviderJobActions } from './provider-job-actions';
import { ProviderNotes } from './provider-notes';
import styles from './provider-job-detail.module.css';

/** The provider's job: what to do, when, where, for whom, what it pays, notes and history. */
export function ProviderJobDetail({ job }: { job: Job }) {
  const statusRef = useRef<HTMLSpanElement>(null);
  const { address } = job;
  return (
    <div data-page="provider/job" className={styles.page}>
      <PageHeader
        before={
          <TextLink asChild>
            <Link to="/provider">
              <span aria-hidden="true">‹ </span>Provider home
            </Link>
          </TextLink>
        }
        title={jobServicesTitle(job.services)}
        description={
          <>
            <span ref={statusRef} tabIndex={-1} className={styles.status}>
              Status <JobStatusBadge status={job.status} />
            </span>{' '}
            <span className={styles.reference}>Reference {job.id.slice(0, 8).toUpperCase()}</span>
          </>
        }
        actions={<ProviderJobActions job={job} focusAfterChange={statusRef} />}
      />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card as="section" title="When and where">
            <dl className={styles.facts}>
              <div>
                <dt>When</dt>
                <dd>
                  <JobTime start={job.start} end={job.end} timeZone={job.timeZone} />
                </dd>
              </div>
              <div>
                <dt>{address ? 'Address' : 'Area'}</dt>
                <dd>
                  {address ? (
                    <address className={styles.address} {...personalDataProps}>
                      {address.line1}
                      {address.line2 && (
                        <>
                          <br />
                          {address.line2}
                        </>
                      )}
                      <br />
                      {address.postalCode} {address.city}
                    </address>
                  ) : (
                    <>
                      {areaText(job.area)} <span className={styles.muted}>(the street once you accept)</span>
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
              <div>
                <dt>Size</dt>
                <dd>{sizeLabels[job.size]}</dd>
              </div>
              <div>
                <dt>Access notes</dt>
                <dd className={styles.preWrap} {...personalDataProps}>
                  {job.accessNotes || <span className={styles.muted}>None</span>}
                </dd>
              </div>
            </dl>
          </Card>
          <Card as="section" title="Private notes">
            <ProviderNotes job={job} />
          </Card>
          <Card as="section" title="History">
            <JobStatusTimeline events={job.timeline} timeZone={job.timeZone} customerWords={false} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card as="section" title="Customer">
            <JobCustomer customer={job.customer} />
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
