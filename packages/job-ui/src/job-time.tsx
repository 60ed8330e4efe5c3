import { DateTime } from '@marketplace/shared-ui/date-time';
import { timeZoneLabel } from './zone-label';

export interface JobTimeProps {
  start: string;
  end: string;
  /** The market's zone: the job is shown in it and it is named, whatever the visitor's own. */
  timeZone: string;
}

/** "Monday, March 2, 2026, 9:00 AM – 12:00 PM, New York time (EST)". */
export function JobTime({ start, end, timeZone }: JobTimeProps) {
  return (
    <span>
      <DateTime value={start} timeZone={timeZone} format="weekday-date" />, <DateTime value={start} timeZone={timeZone} format="time" />
      {' – '}
      <DateTime value={end} timeZone={timeZone} format="time" />, {timeZoneLabel(timeZone, start)}
    </span>
  );
}

/** The "When" row of a job's `<dl>`: the time in the market's zone, named. */
export function JobWhen(props: JobTimeProps) {
  return (
    <div>
      <dt>When</dt>
      <dd>
        <JobTime {...props} />
      </dd>
    </div>
  );
}
