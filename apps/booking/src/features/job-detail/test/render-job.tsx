import { formatDateTime } from '@marketplace/shared-ui/date-time';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { customer, jobDetail } from '../../../test/fixtures';
import { useJob } from '../api/use-job';
import { JobDetail } from '../components/job-detail';
import type { SlotChoiceProps } from '../components/reschedule-job-dialog';

/** Stands in for the booking flow's slot picker: one toggle button per start time. */
export function FakeSlotPicker({ slots, value, onChange, disabled }: SlotChoiceProps) {
  return (
    <ul aria-label="Start times">
      {slots.days.flatMap((day) =>
        day.slots.map((slot) => (
          <li key={slot.start}>
            <button type="button" aria-pressed={slot.start === value} disabled={disabled} onClick={() => onChange(slot.start)}>
              {formatDateTime(slot.start, { format: 'datetime', timeZone: slots.timeZone })}
            </button>
          </li>
        )),
      )}
    </ul>
  );
}

function JobFromApi({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  if (!job.data) return <p>Loading the job</p>;
  return <JobDetail job={job.data} priceBreakdown={<p>Price breakdown</p>} renderSlotPicker={(props) => <FakeSlotPicker {...props} />} />;
}

/** The job detail as the page shows it, fed by the (mocked) API's `jobs.get`. */
export function renderJobFromApi(jobId = jobDetail.id, options: RenderOptions = {}) {
  return renderWithProviders(<JobFromApi jobId={jobId} />, { route: `/job/${jobId}`, path: '/job/:id', user: customer, ...options });
}
