import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PlanSummary } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { PlanRhythm } from './plan-rhythm';
import { PlanStatusBadge } from './plan-status-badge';
import styles from './plans.module.css';

/** One plan on My jobs; its title is the link to the plan's page. The customer's own: masked in replay. */
export function PlanListItem({ plan }: { plan: PlanSummary }) {
  const intl = useIntl();
  return (
    <Card
      as="li"
      headingLevel={3}
      title={
        <Link to={`/my-jobs/plans/${plan.id}`} className={styles.itemLink} translate="no">
          {jobServicesTitle(intl, plan.services)}
        </Link>
      }
      actions={<PlanStatusBadge status={plan.status} />}
      data-plan-id={plan.id}
      {...personalDataProps}
    >
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="booking.plans.how-often-term" defaultMessage="How often" />
          </dt>
          <dd>
            <PlanRhythm plan={plan} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.plans.provider" defaultMessage="Provider" />
          </dt>
          <dd>
            {plan.providerName ? (
              <span translate="no">{plan.providerName}</span>
            ) : (
              <span className={styles.muted}>
                <FormattedMessage id="booking.plans.no-provider" defaultMessage="No provider right now" />
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.plans.next-visit" defaultMessage="Next visit" />
          </dt>
          <dd>
            {plan.nextVisit ? (
              <DateTime value={plan.nextVisit.start} timeZone={plan.timeZone} format="datetime" showTimeZone />
            ) : (
              <span className={styles.muted}>
                <FormattedMessage id="booking.plans.no-next-visit" defaultMessage="None planned" />
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.plans.per-visit" defaultMessage="Per visit" />
          </dt>
          <dd>
            <Money amountMinor={plan.visitTotalMinor} currency={plan.currency} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
