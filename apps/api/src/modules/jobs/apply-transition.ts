import type { JobEventChanges, JobStatus } from '@marketplace/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow, JobsTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { formerProviderName } from '../../i18n/recorded-reasons';
import { feeChanges } from '../booking';
import { afterJobFact, type JobFact, publishJobFact } from './job-wiring';
import { insertJobEvent, providerNames, updateJobIfStatus } from './jobs.repository';
import { type CheckedStep, type JobAction, type JobActor, nextStatus } from './transitions';
import { jobsMessages as m } from './jobs-messages';

export interface TransitionActor {
  userId: string | null;
  role: JobActor;
  /** As the timeline records it (an admin acting as a manager is recorded as `admin`). */
  eventRole: 'customer' | 'provider' | 'manager' | 'admin' | 'system';
}

export interface Transition {
  action: JobAction;
  /** The caller's own check of this step (`checkStep`), so the lifecycle is asked once. */
  checked?: CheckedStep;
  actor: TransitionActor;
  reason: string | null;
  /** What else changes with the status (e.g. the provider let go of a declined job). */
  changes?: Updateable<JobsTable>;
  /** Recorded on the event besides the provider's before → after (which is worked out here). */
  recorded?: Omit<JobEventChanges, 'provider'>;
  /** More work in the same transaction: before the update (e.g. lapse expired holds) and after it (e.g. queue the expiry). */
  inTransaction?: { before?: (trx: Kysely<Database>) => Promise<void>; after?: (trx: Kysely<Database>, updated: JobRow) => Promise<void> };
}

export const changedMeanwhile = () => AppError.invalidTransition(m.changedMeanwhile);

/** The provider's before → after when the step changes it (names as they are now: public display names; one without a name is recorded as `formerProviderName`, worded when read). */
async function providerChange(trx: Kysely<Database>, before: string | null, after: string | null | undefined): Promise<JobEventChanges['provider']> {
  if (after === undefined || after === before) return undefined;
  const names = await providerNames(trx, [before, after].filter((id): id is string => id !== null));
  const named = (id: string | null) => (id ? { id, name: names.get(id) ?? formerProviderName } : null);
  return { before: named(before), after: named(after) };
}

/**
 * One lifecycle step (transitions.ts decides whether it is legal): a single conditional update
 * (`where status = <as read> and provider_id = <as read>`) and its timeline event, in one
 * transaction. Undefined when someone else changed the job first: exactly one of two
 * concurrent steps wins. A change of provider is recorded on the event, before → after. The step
 * is published as one `job.transitioned` fact (job-wiring.ts) in the same transaction: the
 * people it concerns are told, and a step that ends the job invoices and settles its payment.
 */
export async function applyTransition(deps: Deps, row: JobRow, step: Transition): Promise<JobRow | undefined> {
  const from = row.status as JobStatus;
  const to = nextStatus(step.action, from, step.actor.role, step.checked);
  const now = deps.now();
  const columns = { ...step.changes, ...feeChanges(row, to) };
  const fact = await deps.db.transaction().execute(async (trx): Promise<JobFact | undefined> => {
    await step.inTransaction?.before?.(trx);
    const updated = await updateJobIfStatus(trx, row.id, from, { ...columns, status: to, updated_at: now }, { providerId: row.provider_id });
    if (!updated) return undefined;
    const provider = await providerChange(trx, row.provider_id, step.changes?.provider_id as string | null | undefined);
    const changes: JobEventChanges = { ...(provider ? { provider } : {}), ...step.recorded };
    const eventId = await insertJobEvent(trx, {
      jobId: row.id,
      at: now,
      actorUserId: step.actor.userId,
      actorRole: step.actor.eventRole,
      from,
      to,
      reason: step.reason,
      changes: Object.keys(changes).length > 0 ? changes : null,
    });
    await step.inTransaction?.after?.(trx, updated);
    const transitioned: JobFact = { kind: 'job.transitioned', job: updated, from, to, previousProviderId: row.provider_id, eventId, actor: step.actor, reason: step.reason, at: now };
    await publishJobFact(deps, trx, transitioned);
    return transitioned;
  });
  if (!fact) return undefined;
  // Committed: e.g. take or release the money now (the message queued in the transaction is the fallback).
  await afterJobFact(deps, fact);
  return fact.job;
}
