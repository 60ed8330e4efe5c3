import type { JobStatus } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import { jobsMessages as m } from './jobs-messages';

/** Who acts on a job. Admins act as managers; `system` is the API itself (e.g. a request timing out). */
export type JobActor = 'customer' | 'provider' | 'manager' | 'system';

export type JobAction = 'accept' | 'decline' | 'timeout' | 'assign' | 'unassign' | 'start' | 'complete' | 'cancel' | 'noShow' | 'reschedule';

interface Rule {
  from: readonly JobStatus[];
  /** `same`: the action changes something else (the time), not the status. */
  to: JobStatus | 'same';
  /** Who may take the step (jobs-messages.ts's `wrongActor` names them, by the step). */
  by: readonly JobActor[];
}

/**
 * The job lifecycle (docs/product.md §5) as data: requested → confirmed → in_progress → completed; a
 * decline or no answer makes it unassigned until a manager assigns someone (→ requested);
 * requested, confirmed and unassigned jobs can be cancelled; a confirmed job can be a no-show.
 */
export const jobRules: Record<JobAction, Rule> = {
  accept: { from: ['requested'], to: 'confirmed', by: ['provider', 'manager'] },
  decline: { from: ['requested'], to: 'unassigned', by: ['provider'] },
  timeout: { from: ['requested'], to: 'unassigned', by: ['system'] },
  assign: { from: ['unassigned', 'requested', 'confirmed'], to: 'requested', by: ['manager'] },
  // `system`: a provider who deleted their account gives their upcoming jobs back (docs/account-page.md).
  unassign: { from: ['requested', 'confirmed'], to: 'unassigned', by: ['manager', 'system'] },
  start: { from: ['confirmed'], to: 'in_progress', by: ['provider', 'manager'] },
  complete: { from: ['in_progress'], to: 'completed', by: ['provider', 'manager'] },
  cancel: { from: ['requested', 'confirmed', 'unassigned'], to: 'cancelled', by: ['customer', 'provider', 'manager'] },
  noShow: { from: ['confirmed'], to: 'no_show', by: ['provider', 'manager'] },
  reschedule: { from: ['requested', 'confirmed'], to: 'same', by: ['customer', 'manager'] },
};

export function isAllowed(action: JobAction, from: JobStatus, actor: JobActor): boolean {
  const rule = jobRules[action];
  return rule.by.includes(actor) && rule.from.includes(from);
}

/** Why an action is refused, or null when it is allowed. */
export function refusal(action: JobAction, from: JobStatus, actor: JobActor): AppError | null {
  const rule = jobRules[action];
  if (!rule.by.includes(actor)) return AppError.forbidden({ ...m.wrongActor, values: { action } });
  if (!rule.from.includes(from)) return AppError.invalidTransition({ ...m.wrongStatus, values: { status: from, action } });
  return null;
}

/** A step the lifecycle allows from the status the job was read in, and where it leads. */
export interface CheckedStep {
  readonly action: JobAction;
  readonly from: JobStatus;
  readonly actor: JobActor;
  readonly to: JobStatus;
}

/** The step, checked against the lifecycle; the refusal (409, or 403 for the wrong actor) otherwise. */
export function checkStep(action: JobAction, from: JobStatus, actor: JobActor): CheckedStep | AppError {
  const problem = refusal(action, from, actor);
  if (problem) return problem;
  const { to } = jobRules[action];
  return { action, from, actor, to: to === 'same' ? from : to };
}

/**
 * The status after the action; throws 409 INVALID_TRANSITION (or 403 for the wrong actor). A
 * caller that checked this very step already (`checkStep`) passes it, and it is not checked again.
 */
export function nextStatus(action: JobAction, from: JobStatus, actor: JobActor, checked?: CheckedStep): JobStatus {
  if (checked && checked.action === action && checked.from === from && checked.actor === actor) return checked.to;
  const step = checkStep(action, from, actor);
  if (step instanceof AppError) throw step;
  return step.to;
}
