import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { logIn, createAccount } from '../support/accounts';

test.describe('active sessions', () => {
  test('logged in on two browsers: the first lists both, logs out everywhere else, and the second is logged out', async ({ browser }) => {
    const laptop = await browser.newContext();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const here = await laptop.newPage();
      await here.goto('/');
      const account = await createAccount(here.request, 'Sam Twodevices');
      const there = await phone.newPage();
      await logIn(there, account.email, account.password);
      await expect(there.getByTestId('signed-in-as')).toContainText('Sam Twodevices');

      await here.goto('/');
      await here.getByRole('button', { name: 'Active sessions' }).click();
      const dialog = here.getByRole('dialog', { name: 'Active sessions' });
      const sessions = dialog.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
      await expect(sessions.first()).toHaveAttribute('data-personal', '');
      const { violations } = await new AxeBuilder({ page: here }).include('[role="dialog"]').analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

      await dialog.getByRole('button', { name: 'Log out everywhere else' }).click();
      const confirmation = here.getByRole('alertdialog', { name: 'Log out everywhere else?' });
      await expect(confirmation).toContainText('1 session on other devices will end.');
      await confirmation.getByRole('button', { name: 'Log out everywhere else' }).click();
      await expect(here.getByText('1 session ended. You are still logged in here.', { exact: true })).toBeVisible();
      await expect(sessions).toHaveCount(1);
      await expect(dialog.getByRole('heading', { name: 'No other sessions' })).toBeVisible();

      // The second browser is logged out on its next request.
      await there.goto('/my-jobs');
      await expect(there).toHaveURL(/\/login\?next=%2Fmy-jobs$/);
      expect((await there.request.get('/api/auth/me')).status()).toBe(401);
      // The first is still logged in.
      expect((await here.request.get('/api/auth/me')).status()).toBe(200);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
});
