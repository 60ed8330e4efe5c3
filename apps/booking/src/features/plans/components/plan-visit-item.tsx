import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PlanVisit } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useFormat } from '@marketplace/shared-ui/format';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { JobTime } from '@marketplace/job-ui/job-time';
import styles from './plan-page.module.css';

export interface PlanVisitItemProps {
  visit: PlanVisit;
  timeZone: string;
  actions: { skip: boolean; move: boolean };
  onSkip: (visit: PlanVisit) => void;
}

/** One visit: when (a link to its job), its status, the provider, why it has none; Skip and Move while it is ahead. */
export function PlanVisitItem({ visit, timeZone, actions, onSkip }: PlanVisitItemProps) {
  const format = useFormat();
  // Names the buttons of this visit among the others ("Skip the visit on Tuesday, March 10, 2026").
  const day = format.dateTime(visit.start, { format: 'weekday-date', timeZone });
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  return (
    <li className={styles.visit} data-visit-id={visit.jobId}>
      <div className={styles.visitHeader}>
        <Link to={`/job/${visit.jobId}`}>
          <JobTime start={visit.start} end={visit.end} timeZone={timeZone} />
        </Link>
        <span className={styles.visitBadges}>
          {visit.skipped ? (
            <Badge tone="neutral">
              <FormattedMessage id="booking.plans.skipped" defaultMessage="Skipped" />
            </Badge>
          ) : (
            <JobStatusBadge status={visit.status} />
          )}
          {visit.moved && (
            <Badge tone="info">
              <FormattedMessage id="booking.plans.moved" defaultMessage="Moved" />
            </Badge>
          )}
        </span>
      </div>
      {visit.providerName ? (
        <span className={styles.detail}>
          <FormattedMessage id="booking.plans.visit-provider" defaultMessage="With <data>{provider}</data>" values={{ provider: visit.providerName, data: (chunks) => <span translate="no">{chunks}</span> }} />
        </span>
      ) : null}
      {visit.status === 'unassigned' && (
        <div className={styles.unassigned}>
          {visit.unassignedReason && <p data-worded-by="api">{visit.unassignedReason}</p>}
          <p>
            <FormattedMessage id="booking.plans.finding-provider" defaultMessage="We’re finding another provider for this visit." />
          </p>
        </div>
      )}
      {(actions.skip || actions.move) && (
        <div className={styles.visitActions}>
          {actions.skip && (
            <Button variant="secondary" size="sm" onClick={() => onSkip(visit)}>
              <FormattedMessage id="booking.plans.skip" defaultMessage="Skip<hidden> the visit on {day}</hidden>" values={{ day, hidden }} />
            </Button>
          )}
          {actions.move && (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/job/${visit.jobId}`}>
                <FormattedMessage id="booking.plans.move" defaultMessage="Move<hidden> the visit on {day}</hidden>" values={{ day, hidden }} />
              </Link>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
