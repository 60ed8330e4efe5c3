import type { ProviderPayments } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './provider-payments.module.css';

const figures = [
  { key: 'payableMinor', title: 'Payable', meaning: 'Earned on captured payments, going out with the next weekly payout. Below zero when a refund took back more than you have earned since.' },
  { key: 'pendingMinor', title: 'On its way', meaning: 'In payouts sent to your bank that it has not confirmed yet.' },
  { key: 'paidMinor', title: 'Paid out', meaning: 'Everything your bank has received from us so far.' },
] as const;

/** The three balances per currency, each with what it means, and where and when the next payout goes. */
export function BalanceFigures({ payments }: { payments: ProviderPayments }) {
  const balances = payments.balances.length ? payments.balances : [{ currency: '', payableMinor: 0, pendingMinor: 0, paidMinor: 0 }];
  return (
    <section aria-labelledby="balances-title" className={styles.section}>
      <h2 id="balances-title">Balances</h2>
      {payments.balances.length === 0 && <p className={styles.hint}>Nothing earned yet: your share of each completed job appears here once its payment is taken.</p>}
      {balances.map((balance) => (
        <dl key={balance.currency || 'none'} className={styles.balances} aria-label={balance.currency ? `Balances in ${balance.currency}` : 'Balances'}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.balance}>
              <dt>{figure.title}</dt>
              <dd className={styles.figure}>{balance.currency ? <Money amountMinor={balance[figure.key]} currency={balance.currency} /> : '—'}</dd>
              <dd className={styles.meaning}>{figure.meaning}</dd>
            </div>
          ))}
        </dl>
      ))}
      <dl className={styles.facts}>
        <div>
          <dt>Payouts go to</dt>
          <dd>{payments.payoutAccount}</dd>
        </div>
        <div>
          <dt>Next payout</dt>
          <dd>
            <DateTime value={payments.nextPayoutAt} timeZone="UTC" format="datetime" showTimeZone /> (every Monday)
          </dd>
        </div>
      </dl>
    </section>
  );
}
