import { useState } from 'react';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useWaitingApplications } from '../api/use-market-providers';
import { ApplicationChecksList, ApplicationDialog } from './application-dialog';
import styles from './market-providers.module.css';

/** Applications waiting for a decision, oldest first; those whose checks need a look are marked. */
export function ApplicationsWaiting({ marketId, timeZone }: { marketId: string; timeZone: string }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useWaitingApplications(marketId, page);
  return (
    <section aria-labelledby="applications-title" className={styles.section}>
      <h2 id="applications-title" className={styles.title}>
        Applications waiting{list.data ? ` (${list.data.total})` : ''}
      </h2>
      {list.isPending && <Skeleton lines={3} label="Loading the applications…" />}
      {list.isError && <Alert tone="danger" title="We could not load the applications">{errorMessage(list.error)}</Alert>}
      {list.data?.total === 0 && <EmptyState title="No application is waiting" description="New applications appear here, oldest first, once the applicant sends them." headingLevel={3} />}
      <ol className={styles.cards}>
        {list.data?.applications.map((application) => (
          <li key={application.id} className={styles.card} data-needs-review={application.checks.needsReview || undefined} data-application-id={application.id}>
            <h3 className={styles.cardTitle}>
              <span className={styles.who} {...personalDataProps}>
                <Avatar name={application.displayName ?? application.applicant.name} {...(application.pictureUrl ? { src: application.pictureUrl } : {})} size="sm" decorative />
                {application.displayName ?? application.applicant.name}
              </span>
              {application.checks.needsReview && <Badge tone="warning">Needs review</Badge>}
            </h3>
            <p className={styles.muted}>
              Sent <DateTime value={application.submittedAt!} timeZone={timeZone} /> · {application.services.map((service) => service.name).join(', ')}
            </p>
            <ApplicationChecksList checks={application.checks} />
            <Button variant="secondary" onClick={() => setOpen(application.id)}>
              Review {application.displayName ?? 'application'}
            </Button>
          </li>
        ))}
      </ol>
      {list.data && list.data.total > list.data.pageSize && (
        <Pagination page={page} pageCount={Math.ceil(list.data.total / list.data.pageSize)} onPageChange={setPage} aria-label="Applications pages" />
      )}
      {open && <ApplicationDialog marketId={marketId} applicationId={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </section>
  );
}
