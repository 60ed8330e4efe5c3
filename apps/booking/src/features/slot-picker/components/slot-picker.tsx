import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SlotsResponse } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { daysWithTimes, initialDayCount, zoneNote } from '../domain/slot-days';
import styles from './slot-picker.module.css';

export interface SlotPickerProps {
  slots: SlotsResponse;
  /** The chosen start (ISO instant), shown pressed. */
  value?: string;
  onChange: (start: string) => void;
  /** Each day's heading level, to fit the page outline (2 right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Days shown at first; "Show more days" adds as many again. */
  daysPerPage?: number;
  /** While a choice is being saved elsewhere: the times can't be pressed. */
  disabled?: boolean;
  emptyMessage?: ReactNode;
}

/**
 * Start times grouped by day, in the market's time zone and the page's language (German: 24-hour clock), which it names. One toggle button per
 * time (`aria-pressed`, described by its day), one chosen at most: pressing a time chooses it. Knows nothing of the
 * booking draft, so rescheduling a job can use it too.
 */
export function SlotPicker({ slots, value, onChange, headingLevel = 2, daysPerPage = 7, disabled = false, emptyMessage }: SlotPickerProps) {
  const intl = useIntl();
  const id = useId();
  const days = daysWithTimes(slots);
  const [shown, setShown] = useState(() => initialDayCount(days, value, daysPerPage));
  const Heading = `h${headingLevel}` as const;
  const { timeZone } = slots;

  if (days.length === 0) return <p className={styles.empty}>{emptyMessage ?? <FormattedMessage id="booking.slot-picker.empty" defaultMessage="No start times are available." />}</p>;
  return (
    <div className={styles.picker}>
      <p className={styles.zone}>{zoneNote(intl, slots)}</p>
      {days.slice(0, shown).map((day) => (
        <div key={day.date} role="group" aria-labelledby={`${id}-${day.date}`} className={styles.day}>
          <Heading id={`${id}-${day.date}`} className={styles.dayTitle}>
            {intl.formatDate(day.slots[0]!.start, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone })}
          </Heading>
          <ul className={styles.times} role="list">
            {day.slots.map((slot) => {
              const pressed = slot.start === value;
              return (
                <li key={slot.start}>
                  <button
                    type="button"
                    className={styles.time}
                    aria-pressed={pressed}
                    // The same hour recurs every day: out of its group (a list of buttons), a time still says its day.
                    aria-describedby={`${id}-${day.date}`}
                    disabled={disabled}
                    onClick={() => onChange(slot.start)}
                  >
                    {pressed && (
                      <span className={styles.check} aria-hidden="true">
                        ✓
                      </span>
                    )}
                    {intl.formatTime(slot.start, { hour: 'numeric', minute: '2-digit', timeZone })}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {shown < days.length && (
        <Button variant="secondary" className={styles.more} onClick={() => setShown((count) => count + daysPerPage)}>
          <FormattedMessage id="booking.slot-picker.more-days" defaultMessage="Show more days" />
        </Button>
      )}
    </div>
  );
}
