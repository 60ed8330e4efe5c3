import type { Insertable } from 'kysely';
import type { JobStatus } from '@marketplace/contracts';
import type { MarketsTable } from '../db/schema';
import type { DemoJobSeed } from './job-data';
import type { WeeklyHours } from './provider-hours';

/* What the market-history seed plans and produces (market-history-data.ts). */

export type HistoryActorRole = 'customer' | 'provider' | 'manager' | 'admin' | 'system';

export interface HistoryEvent {
  at: Date;
  /** Who acted: a user by e-mail (customer, provider, manager, admin) or the system (null). */
  actorEmail: string | null;
  role: HistoryActorRole;
  from: JobStatus | null;
  to: JobStatus;
  reason: string | null;
}

export interface HistoryJobSeed extends Omit<DemoJobSeed, 'events' | 'providerEmail' | 'policy'> {
  /** The provider the job ends with; null when nobody holds it (unassigned, or cancelled while unassigned). */
  providerEmail: string | null;
  policy: { freeCancellationHours: number; cancellationFeeBps: number };
  respondBy: Date;
  cancellationFeeMinor: number | null;
  events: HistoryEvent[];
  /** How the story went, for tests and docs: `completed`, `declined-reassigned`, `timed-out-cancelled`… */
  story: Story;
}

export type Story =
  | 'completed'
  | 'cancelled-by-customer'
  | 'cancelled-by-provider'
  | 'cancelled-by-manager'
  | 'no-show'
  | 'declined-reassigned'
  | 'timed-out-reassigned'
  | 'timed-out-cancelled'
  | 'waiting-unassigned'
  | 'waiting-request';

export interface HistoryProvider {
  email: string;
  serviceIds: string[];
  hours: WeeklyHours;
}

export interface HistoryCustomer {
  email: string;
  name: string;
  phone: string;
  address: DemoJobSeed['address'];
}

export interface HistoryMarketPlan {
  market: Omit<Insertable<MarketsTable>, 'created_at'>;
  providers: HistoryProvider[];
  customers: HistoryCustomer[];
  /** Who acts for the market in timelines (assigns, cancels): its manager, else an admin. */
  managerEmail: string;
  managerRole: 'manager' | 'admin';
  /** Jobs a day six weeks ago and yesterday: the market grows in between. */
  perDay: { from: number; to: number };
  /** Waiting now: unassigned jobs to come and requests whose answer time runs out soon. */
  waiting: { unassigned: number; requests: number };
}
