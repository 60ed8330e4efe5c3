import { FormattedMessage, useIntl } from 'react-intl';
import type { JobDesk } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { JobAddress, JobSizeAndAccess } from '@marketplace/job-ui/job-practical-facts';
import { JobWhen } from '@marketplace/job-ui/job-time';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { TextLink } from '@marketplace/shared-ui/link';
import { Money } from '@marketplace/shared-ui/money';
import { RichText } from '@marketplace/shared-ui/rich-text';
import styles from './job-desk.module.css';

/** When the job is, where, when it was booked and by when its provider must answer. */
export function WhenWhereCard({ job }: { job: JobDesk }) {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.desk.when-where', defaultMessage: 'When and where' })}>
      <dl className={styles.facts}>
        <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
        <div>
          <dt>
            <FormattedMessage id="market.desk.address" defaultMessage="Address" />
          </dt>
          <dd {...personalDataProps} translate="no">
            <JobAddress address={job.address} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.desk.booked" defaultMessage="Booked" />
          </dt>
          <dd>
            <DateTime value={job.bookedAt} timeZone={job.timeZone} format="datetime" showTimeZone />
          </dd>
        </div>
        {job.respondBy && (
          <div>
            <dt>
              <FormattedMessage id="market.desk.respond-by" defaultMessage="Provider answers by" />
            </dt>
            <dd>
              <DateTime value={job.respondBy} timeZone={job.timeZone} format="datetime" showTimeZone />
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** What the customer wrote about the work, its size and access. */
export function WorkCard({ job }: { job: JobDesk }) {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.desk.work', defaultMessage: 'The work' })}>
      <RichText
        html={job.descriptionHtml}
        {...personalDataProps}
        translate="no"
        fallback={
          <p className={styles.muted}>
            <FormattedMessage id="market.desk.no-description" defaultMessage="No description." />
          </p>
        }
      />
      <dl className={styles.facts} {...personalDataProps}>
        <JobSizeAndAccess size={job.size} accessNotes={job.accessNotes} />
      </dl>
    </Card>
  );
}

/** The services, fee, tax and total, as booked. */
export function PriceCard({ job }: { job: JobDesk }) {
  const intl = useIntl();
  const { price } = job;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.desk.price', defaultMessage: 'Services and price' })}>
      <table className={styles.priceTable}>
        <caption className={styles.muted}>
          <FormattedMessage id="market.desk.amounts-in" defaultMessage="Amounts in {currency}" values={{ currency: price.currency }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="market.desk.service" defaultMessage="Service" />
            </th>
            <th scope="col">
              <FormattedMessage id="market.desk.amount" defaultMessage="Amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {price.lines.map((line) => (
            <tr key={line.serviceId}>
              <th scope="row">
                <FormattedMessage
                  id="market.desk.price-line"
                  defaultMessage="{service} × {quantity, number} {unit, select, hour {{quantity, plural, one {hour} other {hours}}} other {{quantity, plural, one {job} other {jobs}}}}"
                  values={{ service: <span translate="no">{line.name}</span>, quantity: line.quantity, unit: line.unit }}
                />
              </th>
              <td>
                <Money amountMinor={line.amountMinor} currency={price.currency} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <FormattedMessage id="market.desk.service-fee" defaultMessage="Service fee" />
            </th>
            <td>
              <Money amountMinor={price.serviceFeeMinor} currency={price.currency} />
            </td>
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="market.desk.tax" defaultMessage="Tax" />
            </th>
            <td>
              <Money amountMinor={price.taxMinor} currency={price.currency} />
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="market.desk.total" defaultMessage="Total" />
            </th>
            <td>
              <Money amountMinor={price.totalMinor} currency={price.currency} />
            </td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}

/** The customer's account and the contact on the day. */
export function CustomerCard({ job }: { job: JobDesk }) {
  const intl = useIntl();
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.desk.customer', defaultMessage: 'Customer' })}>
      <dl className={styles.facts} {...personalDataProps}>
        <div>
          <dt>
            <FormattedMessage id="market.desk.account" defaultMessage="Account" />
          </dt>
          <dd translate="no">
            {job.customer.name} · <TextLink href={`mailto:${job.customer.email}`}>{job.customer.email}</TextLink>
            {job.customer.phone && <> · {job.customer.phone}</>}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.desk.contact" defaultMessage="Contact on the day" />
          </dt>
          <dd translate="no">
            {job.contact.name} · <TextLink href={`tel:${job.contact.phone.replace(/[^\d+]/g, '')}`}>{job.contact.phone}</TextLink> ·{' '}
            <TextLink href={`mailto:${job.contact.email}`}>{job.contact.email}</TextLink>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The cancellation terms the job was booked with, and what cancelling now would cost. */
export function PolicyCard({ job }: { job: JobDesk }) {
  const intl = useIntl();
  const { policy } = job;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.desk.policy', defaultMessage: 'Cancellation policy' })}>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="market.desk.free-until" defaultMessage="Free until" />
          </dt>
          <dd>
            <DateTime value={policy.freeCancellationUntil} timeZone={job.timeZone} format="datetime" showTimeZone />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.desk.then" defaultMessage="Then" />
          </dt>
          <dd>
            <FormattedMessage
              id="market.desk.fee-terms"
              defaultMessage="{fee} of the total (booked with {hours, plural, one {# hour} other {# hours}} free)"
              values={{ fee: intl.formatNumber(policy.cancellationFeeBps / 10_000, { style: 'percent', maximumFractionDigits: 2 }), hours: policy.freeCancellationHours }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.desk.fee-now" defaultMessage="Fee if cancelled now" />
          </dt>
          <dd>
            <Money amountMinor={job.cancellationQuote.feeIfAppliedMinor} currency={job.cancellationQuote.currency} />
          </dd>
        </div>
        {job.cancellationFeeMinor !== null && (
          <div>
            <dt>
              <FormattedMessage id="market.desk.fee-recorded" defaultMessage="Fee recorded" />
            </dt>
            <dd>
              <Money amountMinor={job.cancellationFeeMinor} currency={job.currency} />
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
