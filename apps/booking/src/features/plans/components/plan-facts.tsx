import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { JobAddress } from '@marketplace/job-ui/job-practical-facts';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { timeZoneLabel } from '@marketplace/job-ui/zone-label';
import { discountPercent } from '../../../lib/discount-percent';
import { PlanRhythm } from './plan-rhythm';
import { PlanStatusBadge } from './plan-status-badge';
import styles from './plan-page.module.css';

/** What the plan is: services, rhythm in the market's zone (named), provider, address, price per visit, card, status. */
export function PlanFacts({ plan }: { plan: PlanDetail }) {
  const intl = useIntl();
  const row = (term: ReactNode, value: ReactNode, personal = false) => (
    <div>
      <dt>{term}</dt>
      <dd {...(personal ? personalDataProps : {})}>{value}</dd>
    </div>
  );
  const discount = discountPercent(intl, plan.discountBps);
  return (
    <dl className={styles.facts}>
      {row(<FormattedMessage id="booking.plans.services" defaultMessage="Services" />, <span translate="no">{jobServicesTitle(intl, plan.services)}</span>)}
      {row(
        <FormattedMessage id="booking.plans.how-often-term" defaultMessage="How often" />,
        <>
          <PlanRhythm plan={plan} />
          <span className={styles.detail}>{timeZoneLabel(intl, plan.timeZone, plan.nextVisit?.start)}</span>
        </>,
      )}
      {row(
        <FormattedMessage id="booking.plans.provider" defaultMessage="Provider" />,
        plan.providerName ? <span translate="no">{plan.providerName}</span> : <FormattedMessage id="booking.plans.no-provider" defaultMessage="No provider right now" />,
      )}
      {row(<FormattedMessage id="booking.plans.address" defaultMessage="Address" />, <JobAddress address={plan.address} />, true)}
      {row(
        <FormattedMessage id="booking.plans.per-visit" defaultMessage="Per visit" />,
        <>
          <Money amountMinor={plan.visitTotalMinor} currency={plan.currency} />
          {discount && (
            <span className={styles.detail}>
              <FormattedMessage id="booking.plans.discount-included" defaultMessage="Including your plan discount of {discount}" values={{ discount }} />
            </span>
          )}
        </>,
      )}
      {row(
        <FormattedMessage id="booking.plans.card" defaultMessage="Card" />,
        plan.card ? (
          <FormattedMessage id="booking.plans.card-ending" defaultMessage="<data>{brand}</data> ending in {last4}" values={{ brand: plan.card.brand, last4: plan.card.last4, data: (chunks) => <span translate="no">{chunks}</span> }} />
        ) : (
          <FormattedMessage id="booking.plans.no-card" defaultMessage="No card saved" />
        ),
        true,
      )}
      {row(
        <FormattedMessage id="booking.plans.status" defaultMessage="Status" />,
        <>
          <PlanStatusBadge status={plan.status} />
          {plan.status === 'paused' && plan.pausedAt && (
            <span className={styles.detail}>
              <FormattedMessage id="booking.plans.paused-since" defaultMessage="Paused since {date}" values={{ date: <DateTime value={plan.pausedAt} timeZone={plan.timeZone} format="date" /> }} />
            </span>
          )}
          {plan.status === 'ended' && plan.endedAt && (
            <span className={styles.detail}>
              <FormattedMessage id="booking.plans.ended-on" defaultMessage="Ended on {date}" values={{ date: <DateTime value={plan.endedAt} timeZone={plan.timeZone} format="date" /> }} />
            </span>
          )}
        </>,
      )}
    </dl>
  );
}
