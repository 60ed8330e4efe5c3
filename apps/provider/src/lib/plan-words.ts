import { defineMessages, type IntlShape } from 'react-intl';
import type { PlanEveryWeeks } from '@marketplace/contracts';

/** A plan visit's words (docs/repeat-business.md), shared by the lists, the job page and the calendar. */
const words = defineMessages<{ marker: { everyWeeks: number }; explained: { everyWeeks: number } }>({
  marker: {
    id: 'provider.plan.marker',
    defaultMessage: '{everyWeeks, select, 1 {Recurring · every week} 2 {Recurring · every 2 weeks} 4 {Recurring · every 4 weeks} other {Recurring · every {everyWeeks} weeks}}',
  },
  explained: {
    id: 'provider.plan.explained',
    defaultMessage:
      '{everyWeeks, select, 1 {This visit is part of the customer’s plan (every week).} 2 {This visit is part of the customer’s plan (every 2 weeks).} 4 {This visit is part of the customer’s plan (every 4 weeks).} other {This visit is part of the customer’s plan (every {everyWeeks} weeks).}} The next visits are created automatically; each one is a request of its own.',
  },
});

/** "Recurring · every 2 weeks": what marks a job that is a visit of a plan. */
export const planMarkerText = (intl: IntlShape, everyWeeks: PlanEveryWeeks) => intl.formatMessage(words.marker, { everyWeeks });

/** The job page's sentence: the visit belongs to a plan, and the next ones come as requests of their own. */
export const planExplainedText = (intl: IntlShape, everyWeeks: PlanEveryWeeks) => intl.formatMessage(words.explained, { everyWeeks });
