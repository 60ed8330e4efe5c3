import { FormattedMessage, useIntl } from 'react-intl';
import type { Tip } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { tipStatusText } from '../domain/payment-words';
import styles from './job-desk.module.css';

/** The job's tips on the desk: each one's amount, state, day, card and what was refunded of it (docs/payments.md, "Tips"). */
export function DeskTips({ tips, timeZone }: { tips: Tip[]; timeZone: string }) {
  const intl = useIntl();
  return (
    <ul className={styles.history} aria-label={intl.formatMessage({ id: 'market.payment.tips', defaultMessage: 'Tips' })}>
      {tips.map((tip) => (
        <li key={tip.id} className={styles.event}>
          <p className={styles.strong}>
            <FormattedMessage id="market.payment.tip" defaultMessage="Tip of {amount}" values={{ amount: <Money amountMinor={tip.amountMinor} currency={tip.currency} /> }} /> ·{' '}
            <FormattedMessage {...tipStatusText[tip.status]} />
            {tip.refundedMinor > 0 && (
              <>
                {' · '}
                <FormattedMessage id="market.payment.tip-refunded" defaultMessage="{amount} refunded" values={{ amount: <Money amountMinor={tip.refundedMinor} currency={tip.currency} /> }} />
              </>
            )}
          </p>
          <p className={styles.eventMeta}>
            <DateTime value={tip.at} timeZone={timeZone} format="datetime" showTimeZone />
            {tip.card && (
              <span translate="no" {...personalDataProps}>
                {' · '}
                {tip.card.brand} ••{tip.card.last4}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
