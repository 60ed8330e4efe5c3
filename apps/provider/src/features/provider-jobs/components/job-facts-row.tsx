import type { ProviderJobSummary } from '@marketplace/contracts';
import { JobTime } from '@marketplace/job-ui/job-time';
import { Money } from '@marketplace/shared-ui/money';
import { areaText, sizeLabels } from '../domain/job-words';
import styles from './provider-jobs.module.css';

/** When, where (the area only), how big, and what the provider earns: a job at a glance. */
export function JobFactsRow({ job }: { job: ProviderJobSummary }) {
  return (
    <dl className={styles.factsRow}>
      <div>
        <dt>When</dt>
        <dd>
          <JobTime start={job.start} end={job.end} timeZone={job.timeZone} />
        </dd>
      </div>
      <div>
        <dt>Area</dt>
        <dd>{areaText(job.area)}</dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{sizeLabels[job.size]}</dd>
      </div>
      <div>
        <dt>You earn</dt>
        <dd>
          <Money amountMinor={job.earnings.earningsMinor} currency={job.earnings.currency} />
        </dd>
      </div>
    </dl>
  );
}
