import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { errorMessage } from '@marketplace/api-client/errors';
import { useMyPlans } from '../api/use-my-plans';
import { PlanListItem } from './plan-list-item';
import styles from './plans.module.css';

/** "Your plans" on My jobs: each recurring plan with its rhythm and next visit; nothing when there are none. */
export function PlansSection() {
  const intl = useIntl();
  const plans = useMyPlans();
  // Most customers have none: nothing shows (not even a skeleton) until the list says otherwise.
  if (plans.isPending || (plans.isSuccess && plans.data.plans.length === 0)) return null;
  return (
    <section aria-labelledby="plans-title" className={styles.section}>
      <h2 id="plans-title" className={styles.heading}>
        <FormattedMessage id="booking.plans.your-plans" defaultMessage="Your plans" />
      </h2>
      {plans.isError ? (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'booking.plans.load-failed', defaultMessage: 'We could not load your plans' })}
          action={
            <Button onClick={() => void plans.refetch()}>
              <FormattedMessage id="booking.plans.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(plans.error)}
        </Alert>
      ) : (
        <ul className={styles.list}>
          {plans.data.plans.map((plan) => (
            <PlanListItem key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </section>
  );
}
