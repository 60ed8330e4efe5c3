import type { IntlShape } from '@formatjs/intl';
import type { LanguageCode, NotificationAudience } from '@marketplace/contracts';
import { intlFor } from '../../../i18n/intl';
import type { JobFacts } from '../payload';

export interface MessageDetail {
  label: string;
  value: string;
}

/**
 * One message in words, whatever the channel: the email shows all of it, the bell the subject
 * and summary, a text message the subject and the link. Written per event and audience.
 */
export interface MessageContent {
  /** The email's subject and heading, the bell's title, the text message. */
  subject: string;
  /** One or two sentences that say what happened and what (if anything) to do. */
  summary: string;
  /** The facts, as label and value ("When", "Tue 3 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+1)"), in the reader's language. */
  details: MessageDetail[];
  /** Why, when someone gave a reason (a decline, a cancellation, a refund). */
  reason: string | null;
  /** The button: where to act or read more (a path in the site). */
  action: { label: string; path: string };
  /** The footer's sentence "You get this email because …". */
  because: string;
}

/**
 * The formatter of a message's language (payload.ts `language`): the recipient's, chosen when it
 * was queued; English for rows queued before messages had one.
 */
export function intlOf(payload: { language?: LanguageCode | undefined }): IntlShape<string> {
  return intlFor(payload.language ?? 'en');
}

/** The job's page for each side of it. */
export function jobPath(audience: NotificationAudience, job: Pick<JobFacts, 'id' | 'marketId'>): string {
  if (audience === 'provider') return `/provider/job/${job.id}`;
  if (audience === 'manager') return `/market/${job.marketId}/job/${job.id}`;
  return `/job/${job.id}`;
}

