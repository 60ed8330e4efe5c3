import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { applyStep, fillApplication, signUpOnApply } from '../support/provider-application';
import { newCustomer } from '../support/sign-up';

/**
 * Issue 20, the applicant's side (docs/provider-onboarding.md), at phone width: a new person
 * signs up in place, fills every step with test values that come back clear, and submits.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Every screen of the form has no axe violation at all, of any impact. */
const axeClean = (page: Page, where: string) => expectNoSeriousViolations(page, where, { everyImpact: true });

test('a new person applies to become a provider, step by step, and submits', async ({ page }) => {
  // Nine steps with an accessibility check on each: longer than one screen's test, with the other worker busy beside it.
  test.setTimeout(60_000);
  const person = { ...newCustomer('Robin Applicant'), phone: '+1 212 555 0188', displayName: 'Robin R.' };

  await page.goto('/provider/apply');
  await applyStep(page, 'Your account');
  await axeClean(page, 'apply: account');
  await signUpOnApply(page, person);
  await fillApplication(page, person, { atStep: (step) => axeClean(page, `apply: ${step}`) });

  await axeClean(page, 'apply: review');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The market team is reviewing your application' })).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await axeClean(page, 'apply: submitted');
});
