import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PriceBreakdown as Price } from '@marketplace/contracts';
import { Money } from '@marketplace/shared-ui/money';
import { lineDetail } from '../domain/line-detail';
import styles from './price-breakdown.module.css';

export interface PriceBreakdownProps {
  price: Price;
  /** Names the table (default "Price"); shown as its caption unless `hideCaption`. */
  caption?: ReactNode;
  hideCaption?: boolean;
  className?: string;
}

/**
 * A job's price as a two-column table: each service line (with how it adds up), a plan's
 * discount (when there is one), the subtotal, the service fee, tax, and the total. Amounts are minor units in the price's own currency.
 */
export function PriceBreakdown({ price, caption, hideCaption = false, className }: PriceBreakdownProps) {
  const intl = useIntl();
  const { currency } = price;
  const amount = (minor: number) => <Money amountMinor={minor} currency={currency} />;
  return (
    <table className={[styles.table, className].filter(Boolean).join(' ')}>
      <caption className={hideCaption ? styles.hidden : styles.caption}>{caption ?? <FormattedMessage id="booking.price.caption" defaultMessage="Price" />}</caption>
      <thead className={styles.hidden}>
        <tr>
          <th scope="col">
            <FormattedMessage id="booking.price.item" defaultMessage="Item" />
          </th>
          <th scope="col">
            <FormattedMessage id="booking.price.amount" defaultMessage="Amount" />
          </th>
        </tr>
      </thead>
      <tbody>
        {price.lines.map((line) => (
          <tr key={line.serviceId}>
            <th scope="row" className={styles.label}>
              <span className={styles.name} translate="no">
                {line.name}
              </span>
              <span className={styles.detail}>{lineDetail(intl, line, currency)}</span>
            </th>
            <td className={styles.amount}>{amount(line.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tbody className={styles.charges}>
        {price.discountMinor ? (
          <tr>
            <th scope="row" className={styles.label}>
              <FormattedMessage id="booking.price.plan-discount" defaultMessage="Plan discount" />
            </th>
            <td className={styles.amount}>{amount(-price.discountMinor)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" className={styles.label}>
            <FormattedMessage id="booking.price.subtotal" defaultMessage="Subtotal" />
          </th>
          <td className={styles.amount}>{amount(price.subtotalMinor)}</td>
        </tr>
        <tr>
          <th scope="row" className={styles.label}>
            <FormattedMessage id="booking.price.service-fee" defaultMessage="Service fee" />
          </th>
          <td className={styles.amount}>{amount(price.serviceFeeMinor)}</td>
        </tr>
        <tr>
          <th scope="row" className={styles.label}>
            <FormattedMessage id="booking.price.tax" defaultMessage="Tax" />
          </th>
          <td className={styles.amount}>{amount(price.taxMinor)}</td>
        </tr>
      </tbody>
      <tfoot className={styles.total}>
        <tr>
          <th scope="row" className={styles.label}>
            <FormattedMessage id="booking.price.total" defaultMessage="Total" />
          </th>
          <td className={styles.amount}>{amount(price.totalMinor)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
