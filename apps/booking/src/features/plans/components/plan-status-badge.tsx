import { useIntl } from 'react-intl';
import type { PlanStatus } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { planStatusLabel, planStatusTone } from '../domain/plan-status';

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const intl = useIntl();
  return (
    <Badge tone={planStatusTone(status)} data-plan-status={status}>
      {planStatusLabel(intl, status)}
    </Badge>
  );
}
