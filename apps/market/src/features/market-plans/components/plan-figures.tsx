import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketPlans, PlanStatus } from '@marketplace/contracts';
import { percentText } from '@marketplace/domain-text/quantities';
import { planStatusWords } from '../domain/plan-words';
import styles from './plans-panel.module.css';

const order: PlanStatus[] = ['active', 'paused', 'ended'];

/** How many plans there are in each status, and how much of the market's work they bring. */
export function PlanFigures({ counts, shareBps }: { counts: MarketPlans['counts']; shareBps: number }) {
  const intl = useIntl();
  return (
    <>
      <dl className={styles.figures}>
        {order.map((status) => (
          <div key={status} className={styles.figure} data-status={status}>
            <dt>{intl.formatMessage(planStatusWords[status].label)}</dt>
            <dd>{intl.formatNumber(counts[status])}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.share} data-testid="plan-share">
        <FormattedMessage id="market.plans.share" defaultMessage="Share of jobs from plans (last 28 days): {share}" values={{ share: percentText(intl, shareBps) }} />
      </p>
    </>
  );
}
