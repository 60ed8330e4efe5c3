import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';

/** The demo customer's seeded jobs: one confirmed next week, one completed last week (docs/product.md §3 /my-jobs, /job/{id}). */
test.describe('the customer’s jobs', () => {
  test('reschedules an upcoming job to another free time: same job, new time, in the timeline', async ({ page }) => {
    await signIn(page, demo.customer);
    await page.goto('/my-jobs');
    await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    // The first upcoming job the customer may move: earlier specs on this worker may have left
    // others before it (a request that went back to the market cannot be rescheduled).
    const upcoming = (await (await page.request.get('/api/jobs?scope=upcoming')).json()).jobs as Array<{ id: string }>;
    let before: { id: string; start: string; status: string } | undefined;
    for (const { id } of upcoming) {
      const job = await (await page.request.get(`/api/jobs/${id}`)).json();
      if (job.can.reschedule) {
        before = job;
        break;
      }
    }
    expect(before, 'an upcoming job that can be rescheduled').toBeDefined();
    const jobId = before!.id;
    await page.getByRole('tabpanel').locator(`a[href="/job/${jobId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/job/${jobId}$`));

    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a new time' });
    await expect(dialog.getByText(/Times are in New York time/)).toBeVisible();
    await dialog.locator('button[aria-pressed="false"]').first().click();
    await dialog.getByRole('button', { name: 'Move the job' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your job has moved').first()).toBeVisible();

    const after = await (await page.request.get(`/api/jobs/${jobId}`)).json();
    expect(after.id).toBe(before!.id);
    expect(after.start).not.toBe(before!.start);
    expect(after.status).toBe(before!.status);
    expect(after.timeline.at(-1).reason).toMatch(/rescheduled/i);

    // The calendar file follows the job.
    const ics = await page.request.get(`/api/jobs/${jobId}/calendar.ics`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain(`DTSTART:${after.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  });

  test('rates a completed job once, from the Past tab', async ({ page }) => {
    await signIn(page, demo.customer);
    await page.goto('/my-jobs?tab=past');
    // The latest past job the customer may rate: earlier specs on this worker may have left others
    // before it (the Past tab lists the latest first, and a job they cancelled before its time is
    // past but has nothing to rate).
    const past = (await (await page.request.get('/api/jobs?scope=past&page=1&pageSize=10')).json()).jobs as Array<{ id: string }>;
    let jobId: string | undefined;
    for (const { id } of past) {
      if ((await (await page.request.get(`/api/jobs/${id}`)).json()).can.review) {
        jobId = id;
        break;
      }
    }
    expect(jobId, 'a job on the first page of the Past tab that can be rated').toBeDefined();
    const panel = page.getByRole('tabpanel');
    const item = panel.locator(`li[data-job-id="${jobId}"]`);
    await expect(item.getByText('Completed', { exact: true })).toBeVisible();
    await item.locator(`a[href="/job/${jobId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/job/${jobId}$`));

    const form = page.getByRole('form', { name: 'Rate this job' });
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByText('Choose 1 to 5 stars')).toBeVisible();
    await form.getByRole('radio', { name: '5 – Excellent' }).click();
    await form.getByLabel('Anything to add? (optional)').fill('On time and spotless.');
    await form.getByRole('button', { name: 'Send feedback' }).click();

    await expect(form).toBeHidden();
    await expect(page.getByText('On time and spotless.')).toBeVisible();
    const job = await (await page.request.get(`/api/jobs/${jobId}`)).json();
    expect(job.review).toMatchObject({ rating: 5, comment: 'On time and spotless.' });
    expect(job.can.review).toBe(false);
  });
});
