import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { demo, loggedInPage, logIn, phone } from '../support/accounts';
import { bookWithProvider, getJson, postJson, startableFrom } from '../support/provider-jobs';

/**
 * Problem reports (docs/problems.md), on a phone, with three people: the demo customer's own new
 * job with the demo provider, completed through the API; the customer reports a problem on
 * /job/{id} with a photo; the job's earnings are held (the provider's payments page shows "Held") and the
 * weekly payout batch pays nothing of them; the provider answers on /provider/job/{id}; the
 * manager resolves the case on the job desk with a partial refund and a reason; the customer and
 * the provider see the resolution and its reason; the next batch pays the released earnings, less
 * the provider's share of the refund. The batch is the weekly one (its cron runs on the machine's
 * time, which the test clock does not move), run through the test clock's hook.
 */
test.use({ viewport: phone });


interface Payments {
  balances: Array<{ currency: string; payableMinor: number; heldMinor?: number }>;
  earnings: Array<{ jobId: string; earningsMinor: number; refundedMinor: number; heldMinor?: number; payout: { status: string } | null }>;
  payouts: Array<{ status: string; covers: Array<{ jobId: string; amountMinor: number }> }>;
}

/** The provider's money as their payments page has it: balances, the job's earnings, and what payouts paid of the job. */
async function payments(request: APIRequestContext, providerId: string, jobId: string) {
  const answer = await getJson<Payments>(request, `/api/providers/${providerId}/payments`);
  const inUsd = answer.balances.find((balance) => balance.currency === 'USD')!;
  const paidOfJob = answer.payouts
    .filter((payout) => payout.status !== 'failed')
    .flatMap((payout) => payout.covers)
    .filter((cover) => cover.jobId === jobId)
    .reduce((sum, cover) => sum + cover.amountMinor, 0);
  return { payable: inUsd.payableMinor, held: inUsd.heldMinor ?? 0, earning: answer.earnings.find((earning) => earning.jobId === jobId)!, paidOfJob };
}

/** The weekly payout batch, now (apps/api/src/test-clock: only where the API runs on the test clock). */
const runPayoutBatch = (request: APIRequestContext) => postJson<{ paid: number; failed: number; unreachable: number }>(request, '/api/test-clock/payout-batch');

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

test('a reported problem holds the earnings; the manager resolves it with a partial refund both sides see, and the earnings are released less the refund', async ({
  page,
  browser,
  testClock,
}) => {
  test.setTimeout(90_000);
  const provider = page;
  await logIn(provider, demo.provider);
  const [customer, manager] = await Promise.all([loggedInPage(browser, demo.customer), loggedInPage(browser, demo.manager)]);
  try {
    const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
    const job = await bookWithProvider(customer.request, providerId, 'Kitchen deep clean, problem report please.');
    await postJson(provider.request, `/api/provider/jobs/${job.id}/accept`);
    await testClock.advanceTo(startableFrom(job));
    await postJson(provider.request, `/api/provider/jobs/${job.id}/start`);
    await postJson(provider.request, `/api/provider/jobs/${job.id}/complete`, {});
    await expect
      .poll(async () => (await getJson<{ status: string }>(customer.request, `/api/jobs/${job.id}/payment`)).status, { timeout: 20_000 })
      .toBe('captured');
    const invoiceNumber = (await getJson<{ invoice: { number: string } }>(customer.request, `/api/jobs/${job.id}/payment`)).invoice.number;
    const before = await payments(provider.request, providerId, job.id);
    const earned = before.earning.earningsMinor;
    expect(earned).toBeGreaterThan(0);
    expect([before.earning.heldMinor, before.earning.payout]).toEqual([undefined, null]);

    // The customer reports a problem on the completed job.
    await customer.goto(`/job/${job.id}`);
    const customerPanel = customer.getByRole('region', { name: 'Problem reports' });
    await customerPanel.getByRole('button', { name: 'Report a problem' }).click();
    const form = customerPanel.getByRole('form', { name: 'Report a problem' });
    await form.getByLabel('What went wrong?').selectOption({ label: 'Poor quality' });
    await form.getByRole('textbox', { name: /Describe the problem/ }).fill('The oven was not cleaned.\nGrease left behind the stove.');
    // A phone photo with its camera in EXIF, sent to the case once it is open: stored without it.
    const shot = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c2d12' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Secret 12' } })
      .toBuffer();
    await form.getByLabel('Add photos (optional)').setInputFiles({ name: 'oven.jpg', mimeType: 'image/jpeg', buffer: shot });
    await expect(form.getByRole('list', { name: 'Photos to send with the report' })).toContainText('oven.jpg');
    await form.getByRole('button', { name: 'Send the report' }).click();
    const customerCase = customerPanel.getByRole('article', { name: 'Problem: Poor quality' });
    await expect(customerCase).toContainText('Open: the market team will look at it');
    const reportPhoto = customerCase.getByRole('img', { name: 'Photo 1 of 1 of the problem' });
    await expect.poll(() => reportPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
    const photoBytes = await (await customer.request.get((await reportPhoto.getAttribute('src'))!.replace('size=256', 'size=512'))).body();
    expect(photoBytes.toString('latin1')).not.toContain('PhoneCam');
    await expect(customerCase).toContainText('The oven was not cleaned.');
    await expect(customerPanel.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Held, through the ledger: out of the payable balance, into held; the weekly batch pays nothing of it.
    const held = await payments(provider.request, providerId, job.id);
    expect([held.earning.heldMinor, held.payable, held.held]).toEqual([earned, before.payable - earned, before.held + earned]);
    expect((await runPayoutBatch(manager.request)).unreachable).toBe(0);
    const afterBatch = await payments(provider.request, providerId, job.id);
    expect([afterBatch.earning.heldMinor, afterBatch.held, afterBatch.paidOfJob]).toEqual([earned, held.held, 0]);
    await provider.goto(`/provider-profile/${providerId}/payments`);
    const row = provider.getByRole('table', { name: /Earnings per job/ }).getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText('Held');
    await expect(row).toContainText(usd(earned));

    // The provider sees the case and the hold on their job page, and answers.
    await provider.goto(`/provider/job/${job.id}`);
    const providerPanel = provider.getByRole('region', { name: 'Problem reports' });
    await expect(providerPanel).toContainText(`Your earnings for this job (${usd(earned)}) are held until the case is resolved.`);
    await expect(providerPanel.getByRole('img', { name: 'Photo 1 of 1 of the problem' })).toBeVisible();
    await expect(providerPanel.getByRole('button', { name: 'Add photos' })).toHaveCount(0);
    await providerPanel.getByRole('textbox', { name: 'Your answer' }).fill('The oven was switched on; I cleaned what I could.');
    await providerPanel.getByRole('button', { name: 'Send the answer' }).click();
    await expect(providerPanel.getByRole('article', { name: 'Problem: Poor quality' })).toContainText('The oven was switched on; I cleaned what I could.');

    // The manager resolves it on the job desk: a partial refund of $10.00, with a reason.
    await manager.goto(`/market/nyc/job/${job.id}`);
    const deskPanel = manager.getByRole('region', { name: 'Problem reports' });
    await expect(deskPanel.getByRole('article', { name: 'Problem: Poor quality' })).toContainText('The oven was switched on; I cleaned what I could.');
    await expect(deskPanel.getByRole('img', { name: 'Photo 1 of 1 of the problem' })).toBeVisible();
    await deskPanel.getByRole('button', { name: 'Resolve' }).click();
    const resolve = manager.getByRole('dialog', { name: 'Resolve the case' });
    await resolve.getByRole('radio', { name: 'Partial refund' }).check();
    await resolve.getByRole('textbox', { name: /Amount to refund/ }).fill('10.00');
    const reason = 'The oven was part of the deep clean: $10.00 back for it.';
    await resolve.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await resolve.getByRole('button', { name: 'Review the resolution' }).click();
    const confirm = manager.getByRole('dialog', { name: 'Confirm the resolution' });
    await expect(confirm.getByText('Resolve the case and refund $10.00 to the customer?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Resolve and refund $10.00' }).click();
    await expect(confirm).toBeHidden();
    await expect(manager.getByText('The case is resolved').first()).toBeVisible();
    await expect(deskPanel.getByRole('article', { name: 'Problem: Poor quality' })).toContainText('Resolution: Partial refund');
    expect(await manager.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Both sides see the resolution and its reason.
    for (const [who, at] of [
      [customer, `/job/${job.id}`],
      [provider, `/provider/job/${job.id}`],
    ] as const) {
      await who.goto(at);
      const resolved = who.getByRole('region', { name: 'Problem reports' }).getByRole('article', { name: 'Problem: Poor quality' });
      await expect(resolved).toContainText('Resolved');
      await expect(resolved).toContainText('Resolution: Partial refund');
      await expect(resolved).toContainText('Refunded to the customer: $10.00');
      await expect(resolved).toContainText(`Reason: ${reason}`);
    }
    await expect(provider.getByRole('region', { name: 'Problem reports' })).toContainText(
      `Your earnings for this job (${usd(earned)}) were released: they are paid with the next payout, less any refund.`,
    );

    // Released, less the provider's share of the refund: the next batch pays it.
    const released = await payments(provider.request, providerId, job.id);
    const share = earned - released.earning.earningsMinor;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1_000);
    expect([released.earning.heldMinor, released.earning.payout, released.held, released.paidOfJob]).toEqual([undefined, null, before.held, 0]);
    expect(released.payable).toBe(afterBatch.payable + earned - share);
    await provider.goto(`/provider-profile/${providerId}/payments`);
    const releasedRow = provider.getByRole('table', { name: /Earnings per job/ }).getByRole('row').filter({ hasText: invoiceNumber });
    await expect(releasedRow).toContainText('Next payout');
    await expect(releasedRow).not.toContainText('Held');
    expect((await runPayoutBatch(manager.request)).unreachable).toBe(0);
    const paid = await payments(provider.request, providerId, job.id);
    expect([paid.paidOfJob, paid.payable, paid.held]).toEqual([earned - share, 0, before.held]);
    expect(paid.earning.payout?.status).toBe('paid');
    await provider.reload();
    await expect(releasedRow).toContainText(usd(earned - share));
    await expect(releasedRow).toContainText('Paid');
    await expect(releasedRow).not.toContainText('Next payout');
  } finally {
    await Promise.all([customer.context().close(), manager.context().close()]);
  }
});
