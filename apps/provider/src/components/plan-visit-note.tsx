import { useIntl } from 'react-intl';
import type { JobPlanRef } from '@marketplace/contracts';
import { planExplainedText } from '../lib/plan-words';
import { PlanMarker } from './plan-marker';
import styles from './plan-marker.module.css';

/** On a plan visit's page: the marker, and what it means for the visits after this one. */
export function PlanVisitNote({ plan }: { plan: JobPlanRef | null | undefined }) {
  const intl = useIntl();
  if (!plan) return null;
  return (
    <div className={styles.note} data-testid="plan-visit">
      <PlanMarker plan={plan} />
      <p className={styles.text}>{planExplainedText(intl, plan.everyWeeks)}</p>
    </div>
  );
}
