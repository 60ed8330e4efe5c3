import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import sharp from 'sharp';
import { demo, logIn } from '../support/accounts';

/** The provider's own profile (issue 8 items 5, 6, 9): picture, bio, time off; and the public page. */

const csrf = { 'x-requested-with': 'handyhub' };
const cleaning = [{ serviceId: 'home-cleaning', quantity: 3 }];

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function openEditor(page: Page): Promise<string> {
  await logIn(page, demo.provider);
  const href = (await page.getByRole('link', { name: 'My profile' }).getAttribute('href'))!;
  const providerId = href.split('/').pop()!;
  await page.goto(`/provider-profile/${providerId}/edit`);
  await expect(page.getByRole('heading', { level: 2, name: 'Picture' })).toBeVisible();
  return providerId;
}

/** `2027-03-01T09:30` in New York for an instant, as a datetime-local field takes it. */
function newYorkLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const pictureInput = (page: Page) => page.getByLabel('Choose a picture, or drop it here');
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'This picture was not used' });

test.describe('the provider profile', () => {
  test.setTimeout(120_000);

  test('uploads a picture with a square crop; the public profile shows the new picture', async ({ page }) => {
    const providerId = await openEditor(page);
    await expectNoSeriousViolations(page, 'edit profile');
    const before = (await (await page.request.get(`/api/providers/${providerId}`)).json()).pictureUrl as string;

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();
    await pictureInput(page).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(dialog.getByRole('img', { name: 'Your new picture' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByText('Your new picture is on your profile').first()).toBeVisible();

    await page.getByRole('link', { name: 'See your public profile' }).click();
    const picture = page.locator('[data-page="provider-profile"] header img');
    await expect(picture).toHaveAttribute('src', /\/picture\?v=[0-9a-f]{12}$/);
    const src = (await picture.getAttribute('src'))!;
    expect(src).not.toBe(before);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expectNoSeriousViolations(page, 'public profile');
  });

  test('refuses a renamed text file, a file too large and a corrupt picture, each with its message', async ({ page }) => {
    await openEditor(page);
    const dialog = page.getByRole('dialog', { name: 'Crop your picture' });

    await pictureInput(page).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a picture.\n'.repeat(40)) });
    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await expect(refusal(page)).toContainText('This file is not a picture. Upload a JPEG, PNG or WebP picture.');

    await pictureInput(page).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(9 * 1024 * 1024, 1) });
    await expect(refusal(page)).toContainText('This file is larger than 8 MB. Choose a smaller picture.');
    await expect(dialog).toBeHidden();

    const noisy = Buffer.alloc(300 * 300 * 3);
    for (let i = 0; i < noisy.length; i += 1) noisy[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noisy, { raw: { width: 300, height: 300, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    await pictureInput(page).setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: jpeg.subarray(0, Math.floor(jpeg.length / 2)) });
    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await expect(refusal(page)).toContainText('This picture is damaged or incomplete.');
  });

  test('the edit page and the public page fit a phone (360 px) without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const providerId = await openEditor(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/provider-profile/${providerId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('a bio with script does not run on the public profile', async ({ page }) => {
    const providerId = await openEditor(page);
    const pwned: string[] = [];
    page.on('dialog', (dialog) => {
      pwned.push(dialog.message());
      void dialog.dismiss();
    });
    const editor = await (await page.request.get(`/api/providers/${providerId}/editor`)).json();
    const bioHtml = '<p>Safe <strong>words</strong></p><script>window.__pwned = 1; alert(1)</script><img src="x" onerror="window.__pwned = 2; alert(2)"><p onmouseover="alert(3)">hover</p>';
    const saved = await page.request.put(`/api/providers/${providerId}/details`, {
      headers: csrf,
      data: { displayName: editor.displayName, bioHtml, serviceIds: editor.serviceIds, marketIds: editor.marketIds },
    });
    expect(saved.status()).toBe(200);

    await page.goto(`/provider-profile/${providerId}`);
    const about = page.getByRole('region', { name: 'About' });
    await expect(about.getByText('words')).toBeVisible();
    await about.getByText('hover').hover();
    expect(await about.locator('script, img, [onerror], [onmouseover]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(pwned).toEqual([]);
  });

  test('time off removes those times from what booking offers', async ({ page }) => {
    const providerId = await openEditor(page);
    // A start the booking flow offers with the demo provider among those free then.
    const slots = await (await page.request.post('/api/markets/nyc/slots', { headers: csrf, data: { services: cleaning } })).json();
    const starts: string[] = slots.days.flatMap((day: { slots: Array<{ start: string }> }) => day.slots.map((slot) => slot.start));
    const providersAt = async (start: string) =>
      ((await (await page.request.post('/api/markets/nyc/slots/providers', { headers: csrf, data: { services: cleaning, start } })).json()).providers as Array<{ provider: { id: string } }>).map(
        (entry) => entry.provider.id,
      );
    let start: string | undefined;
    for (const candidate of starts.slice(0, 40)) {
      if ((await providersAt(candidate)).includes(providerId)) {
        start = candidate;
        break;
      }
    }
    expect(start).toBeDefined();

    const from = newYorkLocal(new Date(new Date(start!).getTime() - 60 * 60_000));
    const until = newYorkLocal(new Date(new Date(start!).getTime() + 5 * 60 * 60_000));
    await page.getByLabel(/^From \(America\/New York time\)/).fill(from);
    await page.getByLabel(/^Until \(America\/New York time\)/).fill(until);
    await page.getByLabel(/^Reason/).fill('Dentist');
    await page.getByRole('button', { name: 'Add time off' }).click();
    await expect(page.getByRole('list', { name: 'Planned time off' })).toContainText('Dentist');

    // What the booking flow's provider step asks for that time no longer offers the provider; the slot search no longer counts them.
    expect(await providersAt(start!)).not.toContain(providerId);
  });
});
