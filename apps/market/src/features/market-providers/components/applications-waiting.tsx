import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useWaitingApplications(marketId, page);
  return (
    <section aria-labelledby="applications-title" className={styles.section}>
      <h2 id="applications-title" className={styles.title}>
        {list.data ? (
          <FormattedMessage id="market.applications.title-count" defaultMessage="Applications waiting ({total, number})" values={{ total: list.data.total }} />
        ) : (
          <FormattedMessage id="market.applications.title" defaultMessage="Applications waiting" />
        )}
      </h2>
      {list.isPending && <Skeleton lines={3} label={intl.formatMessage({ id: 'market.applications.loading', defaultMessage: 'Loading the applications…' })} />}
      {list.isError && <Alert tone="danger" title={intl.formatMessage({ id: 'market.applications.failed', defaultMessage: 'We could not load the applications' })}>{errorMessage(list.error)}</Alert>}
      {list.data?.total === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'market.applications.empty', defaultMessage: 'No application is waiting' })}
          description={intl.formatMessage({ id: 'market.applications.empty-hint', defaultMessage: 'New applications appear here, oldest first, once the applicant sends them.' })}
          headingLevel={3}
        />
      )}
      <ol className={styles.cards}>
        {list.data?.applications.map((application) => (
          <li key={application.id} className={styles.card} data-needs-review={application.checks.needsReview || undefined} data-application-id={application.id}>
            <h3 className={styles.cardTitle}>
              <span className={styles.who} {...personalDataProps} translate="no">
                <Avatar name={application.displayName ?? application.applicant.name} {...(application.pictureUrl ? { src: application.pictureUrl } : {})} size="sm" decorative />
                {application.displayName ?? application.applicant.name}
              </span>
              {application.checks.needsReview && (
                <Badge tone="warning">
                  <FormattedMessage id="market.applications.needs-review" defaultMessage="Needs review" />
                </Badge>
              )}
            </h3>
            <p className={styles.muted}>
              <FormattedMessage
                id="market.applications.sent"
                defaultMessage="Sent {at} · {services}"
                values={{ at: <DateTime value={application.submittedAt!} timeZone={timeZone} />, services: <span translate="no">{intl.formatList(application.services.map((service) => service.name))}</span> }}
              />
            </p>
            <ApplicationChecksList checks={application.checks} />
            <Button variant="secondary" onClick={() => setOpen(application.id)}>
              {application.displayName ? (
                <FormattedMessage id="market.applications.review-name" defaultMessage="Review {name}" values={{ name: application.displayName }} />
              ) : (
                <FormattedMessage id="market.applications.review" defaultMessage="Review application" />
              )}
            </Button>
          </li>
        ))}
      </ol>
      {list.data && list.data.total > list.data.pageSize && (
        <Pagination page={page} pageCount={Math.ceil(list.data.total / list.data.pageSize)} onPageChange={setPage} aria-label={intl.formatMessage({ id: 'market.applications.pages', defaultMessage: 'Applications pages' })} />
      )}
      {open && <ApplicationDialog marketId={marketId} applicationId={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </section>
  );
}
