import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanSummary } from '@marketplace/contracts';
import { useFormat } from '@marketplace/shared-ui/format';
import { planTimeInstant } from '../domain/plan-time';

/** "Every 2 weeks on Tuesday at 9:00 AM" ("Alle 2 Wochen am Dienstag um 09:00"): the weekday and time by Intl, in the plan's zone. */
export function PlanRhythm({ plan }: { plan: Pick<PlanSummary, 'everyWeeks' | 'weekday' | 'localTime' | 'timeZone'> }) {
  const intl = useIntl();
  const format = useFormat();
  const at = planTimeInstant(plan.weekday, plan.localTime, plan.timeZone);
  return (
    <FormattedMessage
      id="booking.plans.rhythm"
      defaultMessage="{everyWeeks, plural, one {Every week} other {Every # weeks}} on {weekday} at {time}"
      values={{
        everyWeeks: plan.everyWeeks,
        weekday: intl.formatDate(at, { weekday: 'long', timeZone: plan.timeZone }),
        time: format.dateTime(at, { format: 'time', timeZone: plan.timeZone }),
      }}
    />
  );
}
