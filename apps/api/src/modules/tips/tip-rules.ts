import { tipLimits } from '@marketplace/contracts';

/* The rules of tipping (docs/payments.md, "Tips"), as pure functions of what the job is now. */

const DAY_MS = 24 * 3_600_000;

/** Why no tip can be given now. */
export type TipRefusal = 'not_completed' | 'window_closed' | 'too_many' | 'nothing_left';

export interface TipState {
  status: string;
  /** When the job was completed (null while it is not). */
  completedAt: Date | null;
  totalMinor: number;
  /** The job's tips that count: given and not refused by the card (refunded ones included). */
  tipsMinor: readonly number[];
}

/** Tips can be given until 30 days after the completion: a thank-you belongs close to the job. */
export const tipWindowEnd = (completedAt: Date): Date => new Date(completedAt.getTime() + tipLimits.windowDays * DAY_MS);

/**
 * Whether one more tip can be given now, and at most how much: 1000.00 a tip, and all of a job's
 * tips together at most its total (a tip larger than the job is more likely a typo than
 * generosity, and bounds what one mistaken card payment can take). 5 tips per job.
 */
export function tipRoom(state: TipState, now: Date): { refusal: TipRefusal | null; maxMinor: number } {
  const none = (refusal: TipRefusal) => ({ refusal, maxMinor: 0 });
  if (state.status !== 'completed' || !state.completedAt) return none('not_completed');
  if (now.getTime() >= tipWindowEnd(state.completedAt).getTime()) return none('window_closed');
  if (state.tipsMinor.length >= tipLimits.perJob) return none('too_many');
  const left = state.totalMinor - state.tipsMinor.reduce((sum, amount) => sum + amount, 0);
  const maxMinor = Math.min(tipLimits.maxMinor, left);
  return maxMinor < tipLimits.minMinor ? none('nothing_left') : { refusal: null, maxMinor };
}

/** The suggestions offered: 10, 15 and 20 % of the job's total. */
export const SUGGESTED_PERCENT = [10, 15, 20] as const;

/**
 * The suggested amounts: each percentage of the job's total rounded half up to whole currency
 * units (`unitMinor`: 100 for dollars and euros), at least one unit and the least tip, those
 * the job still allows (`maxMinor`), without repeats, lowest first.
 */
export function suggestedTips(totalMinor: number, unitMinor: number, maxMinor: number): number[] {
  const floor = Math.max(unitMinor, tipLimits.minMinor);
  const units = 100 * unitMinor;
  // total × percent / (100 × unit), rounded half up in whole numbers (no float rounding).
  const rounded = (percent: number) => Math.floor((2 * totalMinor * percent + units) / (2 * units)) * unitMinor;
  const amounts = SUGGESTED_PERCENT.map((percent) => Math.max(floor, rounded(percent)));
  return [...new Set(amounts)].filter((amount) => amount <= maxMinor).sort((a, b) => a - b);
}
