import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderJobSummary } from '@marketplace/contracts';
import { areaText, jobSizeLabel } from '@marketplace/job-ui/job-practical-facts';
import { JobWhen } from '@marketplace/job-ui/job-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './provider-jobs.module.css';

/** When, where (the area only), how big, and what the provider earns: a job at a glance. */
export function JobFactsRow({ job }: { job: ProviderJobSummary }) {
  const intl = useIntl();
  return (
    <dl className={styles.factsRow}>
      <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
      <div>
        <dt>
          <FormattedMessage id="provider.job.area" defaultMessage="Area" />
        </dt>
        <dd translate="no">{areaText(job.area)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="provider.job.size" defaultMessage="Size" />
        </dt>
        <dd>{jobSizeLabel(intl, job.size)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="provider.job.you-earn" defaultMessage="You earn" />
        </dt>
        <dd>
          <Money amountMinor={job.earnings.earningsMinor} currency={job.earnings.currency} />
        </dd>
      </div>
    </dl>
  );
}
