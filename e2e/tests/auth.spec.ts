import { expect, test } from '../support/test';
import { demo, demoPassword, emailedSignupCode, logIn } from '../support/accounts';
import { newCustomer, signUpInBrowser } from '../support/sign-up';

test.describe('accounts and sessions', () => {
  test('a protected page sends a visitor to log in and back, and logging out ends the session on the server', async ({ page, context }) => {
    await page.goto('/my-jobs');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await logIn(page, demo.customer);
    await expect(page).toHaveURL(/\/my-jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toContainText('Jordan Miller');

    const [session] = (await context.cookies()).filter((cookie) => cookie.name === 'hh_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    // The old cookie is worth nothing now: the session row is gone.
    const reused = await page.request.get('/api/auth/me', { headers: { cookie: `hh_session=${session?.value}` } });
    expect(reused.status()).toBe(401);
    await page.goto('/my-jobs');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-jobs$/);
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.customer);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(/email and password do not match/i);
    await expect(page.getByLabel('Email')).toHaveValue(demo.customer);
  });

  test('a new customer creates an account from the login page with the emailed code, and is logged in', async ({ page }) => {
    const robin = newCustomer('Robin Example');
    await page.goto('/login?next=%2Fmy-jobs');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill(robin.name);
    await page.getByLabel('Email').fill(robin.email);
    await page.getByLabel('Password').fill(robin.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${robin.email}`)).toBeVisible();
    // Nobody is logged in until the code is used: the account does not exist yet.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.getByLabel(/6-digit code/).fill(await emailedSignupCode(robin.email));
    await page.getByRole('button', { name: 'Confirm and create account' }).click();
    await expect(page).toHaveURL(/\/my-jobs$/);
    await expect(page.getByTestId('signed-in-as')).toContainText('Robin Example');
  });

  test('a user changes their password: the old one stops working, the new one works', async ({ page }) => {
    const pat = { ...newCustomer('Pat Example'), password: 'first password 123' };
    const email = pat.email;
    await signUpInBrowser(page, pat);

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByLabel('New password').fill('second password 456');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText(/current password/i).last()).toBeVisible();
    await dialog.getByLabel('Current password').fill('first password 123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Log out' }).click();
    // Logging out is a request: going to /login before it is answered finds a logged-in user there.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first password 123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(/do not match/i);
    await logIn(page, email, 'second password 456');
  });

  test('a provider reaches the provider area but not a market dashboard', async ({ page }) => {
    await logIn(page, demo.provider);
    await page.goto('/provider');
    await expect(page.locator('[data-layout="provider-area"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Provider home' })).toBeVisible();
    await page.goto('/market/nyc/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You don’t have access to this page');
  });

  test('a manager reaches their market and nothing of another', async ({ page }) => {
    await page.goto('/market/nyc/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
    await logIn(page, demo.manager);
    await expect(page).toHaveURL(/\/market\/nyc\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New York City dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New York City dashboard' })).toBeVisible();
    await page.goto('/market/berlin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You don’t have access to this page');
    const settings = await page.request.get('/api/markets/berlin/settings');
    expect(settings.status()).toBe(403);
  });

  test('an admin reaches every market', async ({ page }) => {
    await logIn(page, demo.admin);
    for (const market of ['nyc', 'berlin', 'sydney']) {
      await page.goto(`/market/${market}/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: / dashboard$/ })).toBeVisible();
    }
  });

  test('a state change from another site is refused', async ({ request }) => {
    const forged = await request.post('/api/auth/login', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { email: demo.customer, password: demoPassword },
    });
    expect(forged.status()).toBe(403);
  });
});
