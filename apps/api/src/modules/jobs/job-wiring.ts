import type { JobStatus, RepeatRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow } from '../../db/schema';
import type { TransitionActor } from './apply-transition';

/*
 * The job lifecycle tells what happened and asks for a card hold; it imports neither payments
 * nor notifications. The composition root (deps.ts, createDeps) plugs them in: the handlers hear
 * each fact inside the transaction that made it, so the change and its consequences (messages,
 * invoices, ledger entries, queued settlements) commit together or not at all.
 */

/** A booking that starts a recurring plan (docs/repeat-business.md): the plan is made in its transaction. */
export interface PlanRequest extends RepeatRequest {
  /** The card the visits are authorised on. */
  paymentMethod: string;
}

/** A plan's visit made by the job queue (plans' generator), as it was made. */
export interface VisitFacts {
  /** Why it has no provider (a reason recorded on its timeline), when it was made unassigned. */
  unassignedReason: string | null;
  /** The plan's card refused the visit's authorisation: it has none (the customer pays from the job page). */
  cardDeclined: boolean;
}

/** What happened to a job, as the rest of the API hears it. `eventId` is the timeline event recorded for it. */
export type JobFact =
  | {
      kind: 'job.booked';
      job: JobRow;
      eventId: number;
      /** Who booked it (null: the site, for a plan's visit). */
      actorUserId: string | null;
      at: Date;
      /** The card hold the job's payment records (null: a plan's visit whose card was refused). */
      cardHold: CardHold | null;
      /** The booking starts a plan. */
      repeat?: PlanRequest;
      /** A plan's visit made by the queue (not a booking by a person). */
      visit?: VisitFacts;
    }
  | { kind: 'job.rescheduled'; job: JobRow; previousStart: Date; eventId: number; actorUserId: string; at: Date }
  | {
      kind: 'job.transitioned';
      /** As the step left it. */
      job: JobRow;
      from: JobStatus;
      to: JobStatus;
      /** The job's provider before the step. */
      previousProviderId: string | null;
      eventId: number;
      actor: TransitionActor;
      reason: string | null;
      at: Date;
    };

export interface JobFactHandler {
  /** Before a booking holds the card: a throw (e.g. 409, too many plans) refuses it with nothing held. */
  beforeBooking?(deps: Deps, booking: { customerId: string; repeat: PlanRequest | undefined }): Promise<void>;
  /** In the fact's transaction: a throw rolls the change back with it. */
  inTransaction?(deps: Deps, trx: Kysely<Database>, fact: JobFact): Promise<void>;
  /** Once it committed, at most once and best effort: what must happen is queued in the transaction. */
  afterCommit?(deps: Deps, fact: JobFact): Promise<void>;
}

/** The money a booking holds on the customer's card before its slot is taken (docs/payments.md). */
export interface CardHold {
  reference: string;
  amountMinor: number;
  currency: string;
  card: { brand: string; last4: string };
}

export interface CardHolds {
  /** Holds the amount; a refusal throws (402, the card issuer's words). */
  take(deps: Deps, request: { paymentMethod: string; customer: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<CardHold>;
  /** Gives back a hold no booking recorded (best effort). */
  giveBack(deps: Deps, hold: CardHold): Promise<void>;
}

/** What the composition root plugs into the job lifecycle. */
export interface JobWiring {
  /** Told every fact, in this order. */
  handlers: readonly JobFactHandler[];
  cardHolds: CardHolds;
  /** More work for the lifecycle's minute sweep (`job-request-sweep`), after the overdue requests. */
  everyMinute: ReadonlyArray<(deps: Deps) => Promise<unknown>>;
}

/** Tells every handler, inside `trx`. */
export async function publishJobFact(deps: Deps, trx: Kysely<Database>, fact: JobFact): Promise<void> {
  for (const handler of deps.jobWiring.handlers) await handler.inTransaction?.(deps, trx, fact);
}

/** Before a booking holds the card: every handler may refuse it. */
export async function checkBooking(deps: Deps, booking: { customerId: string; repeat: PlanRequest | undefined }): Promise<void> {
  for (const handler of deps.jobWiring.handlers) await handler.beforeBooking?.(deps, booking);
}

/** After the fact's transaction committed. */
export async function afterJobFact(deps: Deps, fact: JobFact): Promise<void> {
  for (const handler of deps.jobWiring.handlers) await handler.afterCommit?.(deps, fact);
}
