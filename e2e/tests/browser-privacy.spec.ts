import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, logIn, createAccount } from '../support/accounts';

/** What one person leaves in the browser must not reach the next (issue 7, item 10). */

const DRAFT_KEY = 'handyhub.booking-draft';
const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

/** Services and address chosen: a draft with an address in it, in localStorage. */
async function startDraft(page: Page) {
  await page.goto('/book-now');
  await page.getByLabel('City').selectOption({ label: 'New York City' });
  await page.getByLabel('Home cleaning').fill('2');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Street and number').fill('350 Fifth Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByLabel('Postal code').fill('10001');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about the job');
  expect(await storedDraft(page)).toContain('350 Fifth Avenue');
}

async function expectEmptyBooking(page: Page) {
  await page.goto('/book-now');
  await expect(page).toHaveURL(/\/book-now\/services$/);
  await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('Nothing chosen yet.');
  await expect(page.getByLabel('City')).toHaveValue('');
}

test.describe('privacy in the browser', () => {
  test('logging out clears the booking draft, even on a page where the booking remote never loaded', async ({ page }) => {
    await page.goto('/');
    await createAccount(page.request, 'Dana Drafter');
    await startDraft(page);

    await page.goto('/terms'); // a fresh page: only the shell is loaded
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await storedDraft(page)).toBeNull();
    await expectEmptyBooking(page);
  });

  test('logging out in another tab clears the draft in this tab too, without a reload', async ({ context }) => {
    const booking = await context.newPage();
    await booking.goto('/');
    await createAccount(booking.request, 'Tab Twotabs');
    await startDraft(booking);
    await booking.getByRole('link', { name: 'Back' }).click();
    await expect(booking.getByLabel('Street and number')).toHaveValue('350 Fifth Avenue');

    const other = await context.newPage();
    await other.goto('/logout');
    await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();

    // Without a reload, the first tab forgets the draft: the address step sends it back to the start.
    await expect(booking.getByRole('complementary', { name: 'Your booking' })).toContainText('Nothing chosen yet.');
    await expect(booking).toHaveURL(/\/book-now\/services$/);
    expect(await storedDraft(booking)).toBeNull();
  });

  test('My jobs is not shown from cache to the next person who logs in', async ({ page, request }) => {
    const next = await createAccount(request, 'Nico Nextperson');
    await logIn(page, demo.customer);
    await page.getByRole('link', { name: 'My jobs' }).click();
    const firstJobs = page.getByRole('tabpanel').getByRole('listitem');
    await expect(firstJobs.first()).toBeVisible();
    const theirJob = (await firstJobs.first().getByRole('link').first().textContent())!;

    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn(page, next.email, next.password);

    // Hold the new person's list back: whatever shows meanwhile can only come from the cache.
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const listAskedFor = new Promise<void>((resolve) => (asked = resolve));
    await page.route((url) => url.pathname === '/api/jobs', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'My jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    // The page has asked for the list: a cached one would be on screen by now.
    await listAskedFor;
    await expect(page.getByText(theirJob)).toHaveCount(0);
    release();
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(theirJob)).toHaveCount(0);
  });

  test('a session logged out in another tab: this tab drops the previous person’s jobs at once', async ({ context }) => {
    const jobs = await context.newPage();
    await logIn(jobs, demo.customer);
    await jobs.getByRole('link', { name: 'My jobs' }).click();
    await expect(jobs.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    const other = await context.newPage();
    await other.goto('/logout');
    await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();

    await expect(jobs).toHaveURL(/\/login\?next=%2Fmy-jobs/);
    await expect(jobs.getByRole('tabpanel')).toHaveCount(0);
  });
});
