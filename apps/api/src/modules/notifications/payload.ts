import type { JobStatus, LanguageCode, NotificationAudience, NotificationEvent } from '@marketplace/contracts';
import type { ProviderReviewTemplate } from './templates/provider-review-messages';
import type { ApplicationTemplate } from './templates/application-messages';

/**
 * What a message is rendered from, written into the outbox row when the change happens (so a
 * message says what was true then, however the job changes later). notify.ts writes it, the
 * templates (templates/) read it. Instants are ISO strings; amounts integer minor units.
 */
export interface JobFacts {
  id: string;
  marketId: string;
  marketName: string;
  /** The market's IANA zone: every time in a message is shown in it, with its name. */
  timeZone: string;
  currency: string;
  start: string;
  end: string;
  /** "Home cleaning × 2 h, Window cleaning", named in the message's language (English in rows queued before). */
  services: string;
  /** Street lines, postal code and city; or the area alone (see `areaOnly`). */
  address: string[];
  /**
   * `address` is the postal code and city only: told to a provider who has not accepted the
   * job (docs/provider.md). Absent in messages written before that rule.
   */
  areaOnly?: boolean;
  customerName: string;
  providerName: string | null;
  status: JobStatus;
  /** A recurring plan's visit: how often the plan repeats (absent: a one-off job, or a row queued before plans). */
  plan?: { id: string; everyWeeks: number } | null;
}

export type JobStepEvent = Extract<NotificationEvent, 'booked' | 'confirmed' | 'unassigned' | 'reminder' | 'rescheduled' | 'cancelled' | 'started' | 'completed'>;
/** A recurring plan's messages (docs/repeat-business.md), told about one of its visits (the first, for `plan_created`). */
export type PlanEvent = Extract<NotificationEvent, 'plan_created' | 'visit_skipped' | 'visit_unassigned' | 'visit_card_declined'>;
/** What a job's message can be about: a step of its lifecycle, or of its plan. */
/** A problem case's messages (docs/problems.md). */
export type ProblemEvent = Extract<NotificationEvent, 'problem_reported' | 'problem_step' | 'problem_resolved'>;
export type JobMessageEvent = JobStepEvent | PlanEvent | ProblemEvent;
export type MoneyEvent = Extract<NotificationEvent, 'invoice_issued' | 'payment_received' | 'refunded' | 'tip_received'>;

/**
 * The language the message is written in: the recipient's (recipients.ts `addressees`), never the
 * actor's. Absent in rows queued before messages had one: those read in English.
 */
interface Written {
  language?: LanguageCode;
}

interface Common extends Written {
  audience: NotificationAudience;
  /** The recipient's name as the account has it ("Hi Jane"). */
  recipientName: string;
}

export interface JobStepPayload extends Common {
  kind: 'job';
  event: JobMessageEvent;
  job: JobFacts;
  /** Why (a decline's or cancellation's reason), as recorded on the timeline. */
  reason: string | null;
  /** `rescheduled`: where it was before. */
  previousStart: string | null;
  /** `cancelled` for a missed visit (status no_show). */
  noShow: boolean;
  /** The calendar file's SEQUENCE (raised with every change), for the `.ics` of booked and rescheduled mails. */
  icsSequence: number;
}

/** Invoices, charges and refunds (to the customer); a tip (`tip_received`, to the provider). */
export interface MoneyPayload extends Common {
  kind: 'money';
  event: MoneyEvent;
  job: JobFacts;
  amountMinor: number;
  invoice: { id: string; number: string } | null;
  /** `refunded`: the credit note's number. */
  creditNoteNumber: string | null;
  /** `refunded`: the manager's reason. */
  reason: string | null;
}

export interface PayoutPayload extends Common {
  kind: 'payout';
  event: 'payout';
  audience: 'provider';
  providerId: string;
  payoutId: string;
  amountMinor: number;
  currency: string;
  jobCount: number;
  paidAt: string;
}

/** New messages in a job's conversation (docs/conversations.md): who wrote and how many, never the words. */
export interface ConversationPayload extends Common {
  kind: 'conversation';
  event: 'message_received';
  audience: 'customer' | 'provider';
  job: JobFacts;
  count: number;
  fromMarketTeam: boolean;
}

export type NotificationPayload = JobStepPayload | MoneyPayload | PayoutPayload | ConversationPayload;

/**
 * Messages about the account itself (docs/accounts.md): codes, links, and what changed. Always
 * sent, whatever the person's notification settings, and never in-app. `secret` (a code or the
 * token of a link) is blanked once the message is delivered, so the outbox does not keep it.
 */
export type AccountTemplate =
  | 'signup_code'
  | 'signup_existing_account'
  | 'email_change_code'
  | 'email_changed'
  | 'password_reset'
  | 'password_changed'
  | 'phone_code'
  | 'account_deleted'
  | ProviderReviewTemplate
  | ApplicationTemplate;

export interface AccountPayload extends Written {
  kind: 'account';
  event: 'account';
  template: AccountTemplate;
  /** "Hi Jane" */
  recipientName: string;
  /** The code to type, when the message carries one. */
  code: string | null;
  /** The token its link carries (verify-email, reset-password), when it has one. */
  secret: string | null;
  /** `email_changed`: the new address (told to the old one). */
  newEmail: string | null;
  /** Minutes the code or link stays valid. */
  validMinutes: number | null;
  /** A market's decision about the person (provider-review-messages.ts): its reason and the market. */
  reason?: string | null;
  marketName?: string | null;
}

/**
 * "We are live in your area" (docs/admin-markets.md): once, to a waitlist entry, when its market
 * opens. The person has no account; the footer's link leaves the waitlist (`waitlistEntryId`'s token).
 */
export interface LaunchPayload extends Written {
  kind: 'launch';
  event: 'market_launch';
  recipientName: string;
  marketId: string;
  marketName: string;
  postalCode: string;
  waitlistEntryId: number;
}

/** What an outbox row's payload holds. */
export type OutboxPayload = NotificationPayload | AccountPayload | LaunchPayload;
