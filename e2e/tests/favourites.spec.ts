import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';
import { getJson } from '../support/provider-jobs';
import { fillTestCard } from '../support/test-card';
import { freeTimeOf, pickTime, type BookedJob as Job } from '../support/book-again';

/**
 * Coming back to a provider (docs/repeat-business.md), on a phone: the demo customer keeps the
 * provider of their completed job as a favourite, books again from that job and from the
 * provider's profile, and finds the provider preselected each time.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a customer favourites a provider, books again and books with them from their profile, preselected each time', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.customer);
  const { jobs } = await getJson<{ jobs: Array<{ id: string; status: string }> }>(page.request, '/api/jobs?scope=past');
  const done = await getJson<Job>(page.request, `/api/jobs/${jobs.find((job) => job.status === 'completed')!.id}`);
  const name = done.provider.displayName;

  // The job page: the provider becomes a favourite (a toggle button, pressed).
  await page.goto(`/job/${done.id}`);
  const toggle = page.getByRole('button', { name: `Favourite provider ${name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const favourites = await getJson<{ providers: Array<{ id: string }> }>(page.request, '/api/favourites');
  expect(favourites.providers[0]!.id).toBe(done.provider.id);

  // Book again: the same services, address and description; the flow opens at the time step.
  await page.getByRole('button', { name: 'Book again' }).click();
  await pickTime(page, await freeTimeOf(page.request, done));
  // The provider comes first: held at once, above the others (favourites among them marked).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your provider');
  await expect(page.getByText(`You’re holding ${name} at this time.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Continue with ${name}` })).toBeVisible();
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('handyhub.booking-draft') ?? '{}'));
  expect(draft).toMatchObject({ services: done.services.map(({ serviceId, quantity }) => ({ serviceId, quantity })), preferredProviderId: done.provider.id, hold: { providerId: done.provider.id } });

  // The profile's "Book with …": the same provider preferred, through every step to a booking.
  await page.goto(`/provider-profile/${done.provider.id}`);
  await expect(page.getByRole('button', { name: `Favourite provider ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: `Book with ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your services');
  // Every step is filled in already (from the draft "Book again" left): the customer goes through them.
  await expect(page.getByText(/Estimated duration/)).toBeVisible();
  for (const step of ['Where is the job?', 'Tell us about the job', /contact/i]) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step);
  }
  await page.getByRole('button', { name: /^(Next|Confirm and continue)$/ }).click();
  await pickTime(page, await freeTimeOf(page.request, done));
  await expect(page.getByText(`You’re holding ${name} at this time.`)).toBeVisible();
  await page.getByRole('button', { name: `Continue with ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review and book');
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Book and authorise / }).click();
  await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
  const booked = await getJson<Job>(page.request, `/api/jobs/${page.url().split('/').pop()}`);
  expect(booked.provider.id).toBe(done.provider.id);
});
