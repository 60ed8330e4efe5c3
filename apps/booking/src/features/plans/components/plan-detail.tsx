import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PlanDetail as Plan } from '@marketplace/contracts';
import { Card } from '@marketplace/shared-ui/card';
import { TextLink } from '@marketplace/shared-ui/link';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { PlanActions } from './plan-actions';
import { PlanFacts } from './plan-facts';
import { PlanRhythm } from './plan-rhythm';
import { PlanStatusBadge } from './plan-status-badge';
import { PlanVisits } from './plan-visits';
import styles from './plan-page.module.css';

export interface PlanDetailProps {
  plan: Plan;
  /** One visit's price, as the booking flow's price breakdown shows it (the page hands it in). */
  priceBreakdown: ReactNode;
}

/** The customer's plan: what and when, its visits (skip, move), and what they can do with it. */
export function PlanDetail({ plan, priceBreakdown }: PlanDetailProps) {
  const intl = useIntl();
  const statusRef = useRef<HTMLSpanElement>(null);
  return (
    <div data-page="plan" className={styles.page}>
      <PageHeader
        before={
          <TextLink asChild>
            <Link to="/my-jobs">
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="booking.plans.back" defaultMessage="My jobs" />
            </Link>
          </TextLink>
        }
        title={
          <FormattedMessage
            id="booking.plans.page-title"
            defaultMessage="Your plan: <data>{services}</data>"
            values={{ services: jobServicesTitle(intl, plan.services), data: (chunks) => <span translate="no">{chunks}</span> }}
          />
        }
        description={
          <>
            <span ref={statusRef} tabIndex={-1} className={styles.status}>
              <PlanStatusBadge status={plan.status} />
            </span>{' '}
            <PlanRhythm plan={plan} />
          </>
        }
        actions={<PlanActions plan={plan} focusAfterChange={statusRef} />}
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          <Card as="section" title={intl.formatMessage({ id: 'booking.plans.visits', defaultMessage: 'Visits' })}>
            <PlanVisits plan={plan} />
          </Card>
        </div>
        <div className={styles.aside}>
          <Card as="section" title={intl.formatMessage({ id: 'booking.plans.about', defaultMessage: 'About the plan' })}>
            <PlanFacts plan={plan} />
          </Card>
          <Card as="section" title={intl.formatMessage({ id: 'booking.plans.price-per-visit', defaultMessage: 'Price per visit' })}>
            {priceBreakdown}
          </Card>
        </div>
      </div>
    </div>
  );
}
