import { FormattedMessage } from 'react-intl';
import type { ProviderJobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { TextLink } from '@marketplace/shared-ui/link';
import styles from './provider-job-detail.module.css';

/** Who to contact on the day, once the job is accepted; otherwise why it is not shown (docs/provider.md). */
export function JobCustomer({ customer, status }: { customer: ProviderJobDetail['customer']; status: ProviderJobDetail['status'] }) {
  if (!customer) {
    return (
      <p className={styles.muted}>
        {status === 'requested' ? (
          <FormattedMessage id="provider.job.customer-after-accept" defaultMessage="You see the customer’s name, phone and email, and the street address, once you accept the job." />
        ) : (
          <FormattedMessage id="provider.job.customer-hidden" defaultMessage="The customer’s contact and the street address are shown only for jobs you accepted." />
        )}
      </p>
    );
  }
  return (
    <dl className={styles.facts} {...personalDataProps}>
      <div>
        <dt>
          <FormattedMessage id="provider.job.customer-name" defaultMessage="Name" />
        </dt>
        <dd translate="no">{customer.name}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="provider.job.customer-phone" defaultMessage="Phone" />
        </dt>
        <dd translate="no">
          <TextLink href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</TextLink>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="provider.job.customer-email" defaultMessage="Email" />
        </dt>
        <dd translate="no">
          <TextLink href={`mailto:${customer.email}`}>{customer.email}</TextLink>
        </dd>
      </div>
    </dl>
  );
}
