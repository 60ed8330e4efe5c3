import { FormattedMessage, useIntl } from 'react-intl';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { timeZoneLabel } from './zone-label';

export interface JobTimeProps {
  start: string;
  end: string;
  /** The market's zone: the job is shown in it and it is named, whatever the visitor's own. */
  timeZone: string;
}

/** "Monday, March 2, 2026, 9:00 AM – 12:00 PM, New York time (EST)"; German "Montag, 2. März 2026, 09:00 – 12:00, …". */
export function JobTime({ start, end, timeZone }: JobTimeProps) {
  const intl = useIntl();
  return (
    <span>
      <FormattedMessage
        id="job-ui.time.range"
        defaultMessage="{day}, {start} – {end}, {zone}"
        values={{
          day: <DateTime value={start} timeZone={timeZone} format="weekday-date" />,
          start: <DateTime value={start} timeZone={timeZone} format="time" />,
          end: <DateTime value={end} timeZone={timeZone} format="time" />,
          zone: timeZoneLabel(intl, timeZone, start),
        }}
      />
    </span>
  );
}

/** The "When" row of a job's `<dl>`: the time in the market's zone, named. */
export function JobWhen(props: JobTimeProps) {
  return (
    <div>
      <dt>
        <FormattedMessage id="job-ui.time.when" defaultMessage="When" />
      </dt>
      <dd>
        <JobTime {...props} />
      </dd>
    </div>
  );
}
