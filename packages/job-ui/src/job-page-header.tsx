import type { ReactNode, RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobStatus, JobSummary } from '@marketplace/contracts';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { jobServicesTitle } from './job-services';
import { JobStatusBadge } from './job-status-badge';
import styles from './job-page.module.css';

export interface JobPageHeaderProps {
  /** The way back (a router link), shown above the title. */
  back: ReactNode;
  job: { id: string; status: JobStatus; services: JobSummary['services'] };
  /** Focus lands here after an action removed the button that was used. */
  statusRef: RefObject<HTMLSpanElement | null>;
  actions?: ReactNode;
}

/** A job page's header: the work as its title, the status (focusable), the short reference, the actions. */
export function JobPageHeader({ back, job, statusRef, actions }: JobPageHeaderProps) {
  const intl = useIntl();
  return (
    <PageHeader
      before={back}
      // The work is named by its services (data, in the reader's language as the API sends it).
      title={<span translate="no">{jobServicesTitle(intl, job.services)}</span>}
      description={
        <>
          <span ref={statusRef} tabIndex={-1} className={styles.status}>
            <FormattedMessage id="job-ui.header.status" defaultMessage="Status {badge}" values={{ badge: <JobStatusBadge status={job.status} /> }} />
          </span>{' '}
          <span className={styles.reference}>
            <FormattedMessage
              id="job-ui.header.reference"
              defaultMessage="Reference <data>{reference}</data>"
              values={{ reference: job.id.slice(0, 8).toUpperCase(), data: (chunks) => <span translate="no">{chunks}</span> }}
            />
          </span>
        </>
      }
      actions={actions}
    />
  );
}
