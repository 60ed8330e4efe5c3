import { useIntl } from 'react-intl';
import type { JobStatus } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { jobStatusLabel, jobStatusTone } from './job-status';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const intl = useIntl();
  return (
    <Badge tone={jobStatusTone(status)} data-status={status}>
      {jobStatusLabel(intl, status)}
    </Badge>
  );
}
