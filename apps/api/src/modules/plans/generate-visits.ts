import type { Deps } from '../../deps';
import { findMarketRow } from '../markets';
import type { RunningQueue } from '../queue';
import { makeVisit } from './make-visit';
import { windowOccurrences } from './occurrences';
import { findPlan, listActivePlanIds } from './plans.repository';
import { listOccurrences } from './plan-visits.repository';

const SWEEP_BATCH = 200;

/**
 * Makes the plan's missing visits of the window (docs/repeat-business.md): every occurrence
 * starting after now and before now + 56 days that has no job yet (a skipped one has its
 * cancelled job, so it is never made again). Safe to run any number of times at once: each
 * occurrence gets one job (the unique index), and its authorisation one gateway key. Answers
 * how many visits this run made.
 */
export async function generatePlanVisits(deps: Deps, planId: string): Promise<number> {
  const plan = await findPlan(deps.db, planId);
  if (!plan || plan.status !== 'active') return 0;
  const market = await findMarketRow(deps.db, plan.market_id);
  if (!market) return 0;
  const rhythm = { anchorDate: plan.anchor_date, everyWeeks: plan.every_weeks, localTime: plan.local_time, timeZone: market.time_zone };
  const existing = await listOccurrences(deps.db, plan.id);
  let made = 0;
  for (const occurrence of windowOccurrences(rhythm, deps.now().getTime())) {
    if (!existing.has(occurrence.date) && (await makeVisit(deps, plan, market, occurrence))) made += 1;
  }
  return made;
}

/** Right after a plan is made, changed or resumed: now, best effort (the message queued with the change is the fallback). */
export async function generateSoon(deps: Deps, planId: string): Promise<void> {
  try {
    await generatePlanVisits(deps, planId);
  } catch {
    // The queue's `plan-visits` message, sent in the change's transaction, tries again.
  }
}

/** Every active plan, a batch at a time: the window rolls on by a day each day. */
export async function generateAllPlanVisits(deps: Deps): Promise<number> {
  let made = 0;
  for (let after: string | null = null; ; ) {
    const ids = await listActivePlanIds(deps.db, after, SWEEP_BATCH);
    for (const id of ids) made += await generatePlanVisits(deps, id);
    if (ids.length < SWEEP_BATCH) return made;
    after = ids.at(-1)!;
  }
}

/** The generator on the queue: a plan's own message, and the hourly sweep over every active plan. */
export async function startPlanWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('plan-visits', async ({ planId }) => {
    await generatePlanVisits(deps, planId);
  });
  await queue.work('plan-visits-sweep', async () => {
    await generateAllPlanVisits(deps);
  });
  await queue.every('plan-visits-sweep', '7 * * * *');
}
