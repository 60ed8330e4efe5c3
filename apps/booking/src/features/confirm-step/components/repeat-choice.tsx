import { FormattedMessage, useIntl } from 'react-intl';
import { planEveryWeeksSchema, type PlanEveryWeeks } from '@marketplace/contracts';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { discountPercent } from '../../../lib/discount-percent';
import styles from './confirm-step.module.css';

export interface RepeatChoiceProps {
  /** Every 1, 2 or 4 weeks; undefined: just once. */
  value: PlanEveryWeeks | undefined;
  onChange: (everyWeeks: PlanEveryWeeks | undefined) => void;
  /** The market's discount on each visit of a plan (docs/repeat-business.md); 0 or absent: none. */
  planDiscountBps: number | undefined;
  disabled?: boolean;
}

const once = 'once';
const choices = [1, 2, 4] as const satisfies readonly PlanEveryWeeks[];

/** "How often?": just once, or a plan whose visits repeat every 1, 2 or 4 weeks. */
export function RepeatChoice({ value, onChange, planDiscountBps, disabled }: RepeatChoiceProps) {
  const intl = useIntl();
  const discount = discountPercent(intl, planDiscountBps);
  return (
    <section aria-labelledby="repeat-title" className={styles.section}>
      <RadioGroup
        label={
          <h2 id="repeat-title" className={styles.heading}>
            <FormattedMessage id="booking.plans.how-often" defaultMessage="How often?" />
          </h2>
        }
        hint={discount && <FormattedMessage id="booking.plans.discount-offer" defaultMessage="Save {discount} on every visit of a plan." values={{ discount }} />}
        value={value ? String(value) : once}
        disabled={disabled}
        onValueChange={(next) => {
          const weeks = planEveryWeeksSchema.safeParse(Number(next));
          onChange(weeks.success ? weeks.data : undefined);
        }}
        options={[
          { value: once, label: intl.formatMessage({ id: 'booking.plans.just-once', defaultMessage: 'Just once' }) },
          ...choices.map((everyWeeks) => ({
            value: String(everyWeeks),
            label: intl.formatMessage({ id: 'booking.plans.every-weeks', defaultMessage: '{everyWeeks, plural, one {Every week} other {Every # weeks}}' }, { everyWeeks }),
          })),
        ]}
      />
      {value && (
        <p className={styles.muted}>
          <FormattedMessage
            id="booking.plans.card-saved"
            defaultMessage="Your card is saved for the plan’s visits: each visit is authorised on it when it is created and charged once it is done. You can skip, move, change, pause or end the plan from My jobs."
          />
        </p>
      )}
    </section>
  );
}
