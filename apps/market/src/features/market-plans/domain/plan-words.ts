import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { MarketPlanRow, PlanStatus } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

const statusLabels = defineMessages({
  active: { id: 'market.plans.status.active', defaultMessage: 'Active' },
  paused: { id: 'market.plans.status.paused', defaultMessage: 'Paused' },
  ended: { id: 'market.plans.status.ended', defaultMessage: 'Ended' },
});

/** A plan's status as a badge: the words carry it, the tone only repeats it. */
export const planStatusWords: Record<PlanStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  active: { label: statusLabels.active, tone: 'success' },
  paused: { label: statusLabels.paused, tone: 'warning' },
  ended: { label: statusLabels.ended, tone: 'neutral' },
};

const words = defineMessages<{ rhythm: { everyWeeks: number; weekday: string; time: string } }>({
  rhythm: {
    id: 'market.plans.rhythm',
    defaultMessage:
      '{everyWeeks, select, 1 {every week on {weekday} at {time}} 2 {every 2 weeks on {weekday} at {time}} 4 {every 4 weeks on {weekday} at {time}} other {every {everyWeeks} weeks on {weekday} at {time}}}',
  },
});

/** The weekday's name in the reader's language ("Tuesday", "Dienstag"): 1 January 2024 was a Monday. */
export const weekdayName = (intl: IntlShape, weekday: number) => intl.formatDate(Date.UTC(2024, 0, weekday), { weekday: 'long', timeZone: 'UTC' });

/**
 * "every 2 weeks on Tuesday at 9:00 AM": the plan's weekday and local time are already the
 * market's wall clock (docs/repeat-business.md), so they are worded as they are, in no other zone,
 * with the hour as the site's other times show it (shared-ui's DateTime).
 */
export function rhythmText(intl: IntlShape, plan: Pick<MarketPlanRow, 'everyWeeks' | 'weekday' | 'localTime'>): string {
  const [hours = 0, minutes = 0] = plan.localTime.split(':').map(Number);
  const time = intl.formatTime(Date.UTC(2024, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return intl.formatMessage(words.rhythm, { everyWeeks: plan.everyWeeks, weekday: weekdayName(intl, plan.weekday), time });
}
