import type { ProblemStatus } from '@marketplace/contracts';

/* The rules of problem reports (docs/problems.md), as pure functions. */

const HOUR_MS = 3_600_000;

/** Problems can be reported until the market's window after the completion (72 hours unless the market says otherwise). */
export const reportWindowEnd = (completedAt: Date, windowHours: number): Date => new Date(completedAt.getTime() + windowHours * HOUR_MS);

export type ReportRefusal = 'not_completed' | 'window_closed' | 'already_open';

export function reportRefusal(state: { status: string; completedAt: Date | null; windowHours: number; hasOpenCase: boolean }, now: Date): ReportRefusal | null {
  if (state.status !== 'completed' || !state.completedAt) return 'not_completed';
  if (now.getTime() >= reportWindowEnd(state.completedAt, state.windowHours).getTime()) return 'window_closed';
  if (state.hasOpenCase) return 'already_open';
  return null;
}

export type ProblemViewer = 'customer' | 'provider' | 'manager';

/**
 * The status after a step: the team's question makes the case wait for that side; an answer of
 * the side it waited for gives it back to the team (`open`); another answer leaves it as it is.
 */
export function statusAfter(status: ProblemStatus, step: 'answer' | 'ask_provider' | 'ask_customer', viewer: ProblemViewer): ProblemStatus {
  if (step === 'ask_provider') return 'waiting_provider';
  if (step === 'ask_customer') return 'waiting_customer';
  if (status === 'waiting_provider' && viewer === 'provider') return 'open';
  if (status === 'waiting_customer' && viewer === 'customer') return 'open';
  return status;
}

/** Whole hours between two instants (never below zero). */
export const ageHours = (from: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - from.getTime()) / HOUR_MS));
