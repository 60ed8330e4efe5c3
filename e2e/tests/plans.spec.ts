import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';
import { getJson } from '../support/provider-jobs';
import { fillTestCard } from '../support/test-card';
import { freeTimeOf, pickTime, type BookedJob } from '../support/book-again';

/**
 * A recurring plan (docs/repeat-business.md), on a phone: the demo customer books again from a
 * completed job and makes it a plan every 2 weeks (the market's plan discount shown), finds the
 * plan's visits created ahead on its page, skips one (told first that it is free), and ends the
 * plan (each cancelled visit and its fee listed first). The provider sees the visit as part of a plan.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface Plan {
  id: string;
  status: string;
  visits: Array<{ jobId: string; start: string; status: string; skipped: boolean }>;
}

test('a customer books a fortnightly plan, skips one visit and ends the plan', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, demo.customer);
  const { jobs } = await getJson<{ jobs: Array<{ id: string; status: string }> }>(page.request, '/api/jobs?scope=past');
  const done = await getJson<BookedJob>(page.request, `/api/jobs/${jobs.find((job) => job.status === 'completed')!.id}`);
  const name = done.provider.displayName;

  // Book again, then "Every 2 weeks" at the confirm step: the discount and the new total.
  await page.goto(`/job/${done.id}`);
  await page.getByRole('button', { name: 'Book again' }).click();
  await pickTime(page, await freeTimeOf(page.request, done));
  await page.getByRole('button', { name: `Continue with ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review and book');
  const often = page.getByRole('radiogroup', { name: 'How often?' });
  await expect(often.getByRole('radio', { name: 'Just once' })).toBeChecked();
  await expect(page.getByText('Save 10% on every visit of a plan.')).toBeVisible();
  await often.getByRole('radio', { name: 'Every 2 weeks' }).check();
  await expect(page.getByRole('row', { name: /Plan discount/ }).first()).toBeVisible();
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Book and repeat every 2 weeks' }).click();
  await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
  const firstVisitId = page.url().split('/').pop()!;

  // The job is the plan's first visit; the queue creates the next ones over the 8-week window.
  await page.getByRole('link', { name: 'Visit of your plan — every 2 weeks' }).click();
  await expect(page).toHaveURL(/\/my-jobs\/plans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your plan: /);
  const planId = page.url().split('/').pop()!;
  await expect
    .poll(async () => (await getJson<{ plan: Plan }>(page.request, `/api/plans/${planId}`)).plan.visits.length, { message: 'the visits of the window are created', timeout: 30_000 })
    .toBeGreaterThanOrEqual(4);
  const { plan } = await getJson<{ plan: Plan }>(page.request, `/api/plans/${planId}`);
  expect(plan.visits[0]!.jobId).toBe(firstVisitId);
  const gaps = plan.visits.slice(1).map((visit, index) => Date.parse(visit.start) - Date.parse(plan.visits[index]!.start));
  // Two weeks apart on the local clock: 14 days, give or take the hour of a daylight-saving change.
  for (const gap of gaps) expect(Math.abs(gap - 14 * 86_400_000)).toBeLessThanOrEqual(3_600_000);

  // The provider (the demo provider did the completed job) sees the request as a visit of a plan.
  const provider = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(provider, demo.provider);
  await provider.goto(`/provider/job/${firstVisitId}`);
  await expect(provider.getByTestId('plan-visit')).toContainText('Recurring · every 2 weeks');
  await provider.close();

  // Skip the second visit: the dialog says it is free before anything is cancelled.
  await page.reload();
  const second = plan.visits[1]!;
  await page.locator(`[data-visit-id="${second.jobId}"]`).getByRole('button', { name: /^Skip the visit on / }).click();
  const skip = page.getByRole('alertdialog', { name: /^Skip the visit on / });
  await expect(skip).toContainText('Skipping this visit is free.');
  await skip.getByRole('button', { name: 'Skip visit' }).click();
  await expect(page.getByText('Visit skipped', { exact: true })).toBeVisible();
  await expect(page.locator(`[data-visit-id="${second.jobId}"]`)).toContainText('Skipped');
  const afterSkip = (await getJson<{ plan: Plan }>(page.request, `/api/plans/${planId}`)).plan;
  expect(afterSkip.visits.find((visit) => visit.jobId === second.jobId)).toMatchObject({ skipped: true, status: 'cancelled' });

  // End the plan: every visit still to come and its fee listed first, then the plan is ended.
  await page.getByRole('button', { name: 'End plan' }).click();
  const end = page.getByRole('alertdialog', { name: 'End this plan?' });
  await expect(end.getByRole('listitem').first()).toBeVisible();
  await end.getByRole('button', { name: 'End plan' }).click();
  await expect(end).toBeHidden();
  await expect(page.getByText('Ended', { exact: true }).first()).toBeVisible();
  const ended = (await getJson<{ plan: Plan }>(page.request, `/api/plans/${planId}`)).plan;
  expect(ended.status).toBe('ended');
  expect(ended.visits.filter((visit) => ['requested', 'confirmed', 'unassigned'].includes(visit.status))).toEqual([]);
});
