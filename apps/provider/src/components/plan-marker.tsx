import { useIntl } from 'react-intl';
import type { JobPlanRef } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { planMarkerText } from '../lib/plan-words';
import styles from './plan-marker.module.css';

/** "Recurring · every 2 weeks" on a job that is a plan's visit; nothing for a one-off job. */
export function PlanMarker({ plan }: { plan: JobPlanRef | null | undefined }) {
  const intl = useIntl();
  if (!plan) return null;
  return (
    <Badge tone="info" className={styles.marker} data-plan={plan.id}>
      {planMarkerText(intl, plan.everyWeeks)}
    </Badge>
  );
}
