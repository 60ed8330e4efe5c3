import type { ProviderJobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { TextLink } from '@marketplace/shared-ui/link';
import styles from './provider-job-detail.module.css';

/** Who to contact on the day, once the job is accepted; otherwise why it is not shown (docs/provider.md). */
export function JobCustomer({ customer, status }: { customer: ProviderJobDetail['customer']; status: ProviderJobDetail['status'] }) {
  if (!customer) {
    return (
      <p className={styles.muted}>
        {status === 'requested'
          ? 'You see the customer’s name, phone and email, and the street address, once you accept the job.'
          : 'The customer’s contact and the street address are shown only for jobs you accepted.'}
      </p>
    );
  }
  return (
    <dl className={styles.facts} {...personalDataProps}>
      <div>
        <dt>Name</dt>
        <dd>{customer.name}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <TextLink href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</TextLink>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <TextLink href={`mailto:${customer.email}`}>{customer.email}</TextLink>
        </dd>
      </div>
    </dl>
  );
}
