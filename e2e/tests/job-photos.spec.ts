import sharp from 'sharp';
import { expect, test } from '../support/test';
import { demo, loggedInPage, logIn, phone } from '../support/accounts';
import { saveMarketSettings } from '../support/market-settings';
import { bookWithProvider, getJson, postJson, startableFrom } from '../support/provider-jobs';

/**
 * Job photos (docs/job-photos.md), on a phone: New York requires an "after" photo (set by its
 * manager through the API, put back afterwards); the demo provider starts a job, is told why
 * Complete waits (and the API refuses it), adds an after photo and completes; the customer sees
 * the photo on their job page.
 */
test.use({ viewport: phone });


type Settings = Record<string, unknown>;

test('the provider completes with an after photo where the market requires one; the customer sees it', async ({ page, browser, testClock }) => {
  test.setTimeout(60_000);
  await logIn(page, demo.provider);
  const [customer, manager] = await Promise.all([loggedInPage(browser, demo.customer), loggedInPage(browser, demo.manager)]);
  const settings = await getJson<Settings>(manager.request, '/api/markets/nyc/settings');
  try {
    await saveMarketSettings(manager.request, 'nyc', { ...settings, requireAfterPhoto: true });
    const providerId = (await getJson<{ user: { providerId: string } }>(page.request, '/api/auth/me')).user.providerId;
    const job = await bookWithProvider(customer.request, providerId, 'Shelves to put up, photos please.');
    await postJson(page.request, `/api/provider/jobs/${job.id}/accept`);
    await testClock.advanceTo(startableFrom(job));

    await page.goto(`/provider/job/${job.id}`);
    await page.getByRole('button', { name: 'Start job' }).click();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByText('This market asks for at least one after photo of the finished work before you complete the job.')).toBeVisible();
    // Complete waits, and says why; the API refuses it too.
    const complete = page.getByRole('button', { name: 'Complete job' });
    await expect(complete).toBeDisabled();
    await expect(page.getByText('To complete this job, add at least one after photo under Photos: this market asks for one.')).toBeVisible();
    const refused = await page.request.post(`/api/provider/jobs/${job.id}/complete`, { headers: { 'x-requested-with': 'handyhub' }, data: {} });
    expect([refused.status(), (await refused.json()).error.message]).toEqual([409, 'This market asks for at least one “after” photo of the finished work: add one, then complete the job.']);

    // A phone photo with its camera and place in EXIF: the stored one has none of it.
    const shot = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Secret 12' } })
      .toBuffer();
    await photos.getByLabel('Add after photos').setInputFiles({ name: 'shelves.jpg', mimeType: 'image/jpeg', buffer: shot });
    const after = photos.getByRole('img', { name: 'After photo 1 of 1' });
    await expect(after).toBeVisible();
    await expect(complete).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await complete.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete job' }).click();
    await expect(page.getByText('Job completed').first()).toBeVisible();

    // The customer: the photo on the job page, loaded, without its EXIF.
    await customer.goto(`/job/${job.id}`);
    const seen = customer.getByRole('region', { name: 'Photos' }).getByRole('img', { name: 'After photo 1 of 1' });
    await expect(seen).toBeVisible();
    await expect.poll(() => seen.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
    const bytes = await (await customer.request.get((await seen.getAttribute('src'))!.replace('size=256', 'size=512'))).body();
    expect(bytes.toString('latin1')).not.toContain('PhoneCam');
    expect(await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await saveMarketSettings(manager.request, 'nyc', { ...settings, requireAfterPhoto: false });
    await Promise.all([customer.context().close(), manager.context().close()]);
  }
});
