import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PlanDetail, PlanVisit } from '@marketplace/contracts';
import { focusIfLost } from '@marketplace/job-ui/focus-if-lost';
import { splitVisits, visitActions } from '../domain/plan-visits';
import { PlanVisitItem } from './plan-visit-item';
import { SkipVisitDialog } from './skip-visit-dialog';
import styles from './plan-page.module.css';

type Skipping = { visit: PlanVisit | null; opening: number };

/** The plan's visits: those to come (each may be skipped or moved), then the past ones. */
export function PlanVisits({ plan }: { plan: PlanDetail }) {
  const [now] = useState(() => Date.now());
  // A new key per opening: the dialog asks the quote afresh each time.
  const [skipping, setSkipping] = useState<Skipping>({ visit: null, opening: 0 });
  // A skipped visit loses its Skip button: focus lands on the list's heading instead of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const { coming, past } = splitVisits(plan.visits, now);
  const actionsOf = (visit: PlanVisit) => (plan.status === 'ended' ? { skip: false, move: false } : visitActions(visit, now));
  const item = (visit: PlanVisit) => (
    <PlanVisitItem key={visit.jobId} visit={visit} timeZone={plan.timeZone} actions={actionsOf(visit)} onSkip={(chosen) => setSkipping((current) => ({ visit: chosen, opening: current.opening + 1 }))} />
  );
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.visitsHeading}>
        <FormattedMessage id="booking.plans.coming-visits" defaultMessage="Coming visits" />
      </h3>
      {coming.length ? (
        <ul className={styles.visits}>{coming.map(item)}</ul>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="booking.plans.no-coming-visits" defaultMessage="No visits planned." />
        </p>
      )}
      {past.length > 0 && (
        <>
          <h3 className={styles.visitsHeading}>
            <FormattedMessage id="booking.plans.past-visits" defaultMessage="Earlier visits" />
          </h3>
          <ul className={styles.visits}>{past.map(item)}</ul>
        </>
      )}
      {skipping.visit && (
        <SkipVisitDialog
          key={skipping.opening}
          planId={plan.id}
          visit={skipping.visit}
          timeZone={plan.timeZone}
          open
          onOpenChange={(open) => {
            if (open) return;
            setSkipping((current) => ({ ...current, visit: null }));
            focusIfLost(heading);
          }}
        />
      )}
    </>
  );
}
