import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../support/ports';
import { specRoutes } from '../support/routes';

const remotes = ['booking', 'provider', 'market'] as const;

test.describe('every route of the specification', () => {
  for (const route of specRoutes) {
    test(`${route.path} is served by ${route.owner} in the ${route.layout} layout`, async ({ page }) => {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        for (const remote of remotes) if (request.url().startsWith(remoteOrigin(remote))) remoteRequests.push(remote);
      });

      await page.goto(route.path);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
      if (route.owner === 'shell') {
        await expect(page.locator('[data-mfe]')).toHaveCount(0);
        expect(new Set(remoteRequests)).toEqual(new Set());
      } else {
        await expect(page.locator(`[data-mfe="${route.owner}"]`)).toHaveCount(1);
        expect(new Set(remoteRequests)).toEqual(new Set([route.owner]));
      }
    });
  }
});
