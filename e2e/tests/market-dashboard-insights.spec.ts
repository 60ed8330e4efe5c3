import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';
import { getJson } from '../support/provider-jobs';

/**
 * The market dashboard's numbers and capacity map (issue 9), as the demo manager of New York
 * City: the KPIs follow the period chosen (and the URL), each chart has its table, and the
 * seeded unmet demand shows as a cluster on the heat map. axe on both tabs, and at 360 px.
 */

/** What this spec reads of the answers (packages/contracts/src/market-insights.ts). */
interface Kpis {
  current: { from: string; to: string; values: { booked: number; unmetSearches: number } };
  series: Array<{ label: string; booked: number; completed: number; cancelled: number }>;
}
interface Capacity {
  unmetByWeekdayHour: number[][];
  postalCodes: Array<{ postalCode: string; served: boolean }>;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

const card = (page: Page, kpi: string) => page.locator(`[data-kpi="${kpi}"]`);
const count = (value: number) => value.toLocaleString('en-US');
/** A plain day (2031-03-20) and a span of two as the page writes them in English: "Mar 20, 2031", "Feb 19 – Mar 20, 2031". */
const day = (plain: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${plain}T00:00:00Z`));
const span = (from: string, to: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the Numbers tab shows the KPIs for the chosen period, in the URL, with each chart as a table', async ({ page }) => {
  await signIn(page, demo.manager);
  const week = await getJson<Kpis>(page.request, '/api/markets/nyc/insights/kpis?period=7d');
  const month = await getJson<Kpis>(page.request, '/api/markets/nyc/insights/kpis?period=30d');
  // The seeded unmet searches come every week: thirty days hold more than seven.
  expect(month.current.values.unmetSearches).toBeGreaterThan(week.current.values.unmetSearches);

  await page.goto('/market/nyc/dashboard?tab=numbers');
  await expect(page.getByRole('heading', { level: 2, name: 'Numbers' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(card(page, 'unmet').getByText(count(week.current.values.unmetSearches), { exact: true })).toBeVisible();
  await expect(card(page, 'booked').getByText(count(week.current.values.booked), { exact: true })).toBeVisible();
  await expect(card(page, 'booked')).toContainText(/(Up|Down|Same as before|Nothing to compare)/);
  await expectNoSeriousViolations(page, 'numbers, 7 days');

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/[?&]tab=numbers&period=30d/);
  await expect(card(page, 'unmet').getByText(count(month.current.values.unmetSearches), { exact: true })).toBeVisible();
  await expect(page.getByText(`${span(month.current.from, month.current.to)} (the last 30 days)`, { exact: false })).toBeVisible();

  // The trend's numbers, as a table beside the chart (the canvas is an image with a label).
  await expect(page.getByRole('img', { name: /Line chart of jobs booked, completed and cancelled per day/ })).toBeVisible();
  const figure = page.locator('figure', { has: page.getByText('Jobs per day', { exact: true }) });
  await figure.getByText('Show as table').click();
  const table = figure.getByRole('table', { name: 'Jobs per day' });
  await expect(table.getByRole('row')).toHaveCount(month.series.length + 1);
  const busiest = month.series.reduce((best, point) => (point.booked > best.booked ? point : best));
  await expect(table.getByRole('row', { name: new RegExp(`^${escapeRegExp(day(busiest.label))} ${busiest.booked} ${busiest.completed} ${busiest.cancelled}$`) })).toBeVisible();
  await expectNoSeriousViolations(page, 'numbers, 30 days with a table open');

  // The URL restores the view.
  await page.reload();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
});

test('the Capacity tab maps the seeded cluster of unmet searches, also at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, demo.manager);
  const capacity = await getJson<Capacity>(page.request, '/api/markets/nyc/insights/capacity?period=30d&limit=10');
  // The demo's Harlem cluster: Tuesday and Wednesday evenings in 10027.
  expect(capacity.postalCodes[0]).toMatchObject({ postalCode: '10027', served: true });
  const harlemEvenings = [1, 2].flatMap((weekday) => [17, 18, 19, 20].map((hour) => capacity.unmetByWeekdayHour[weekday]![hour]!));
  expect(Math.min(...harlemEvenings)).toBeGreaterThan(0);

  await page.goto('/market/nyc/dashboard?tab=capacity');
  await expect(page.getByRole('heading', { level: 2, name: 'Where capacity is missing' })).toBeVisible();
  await expect(page.getByTestId('capacity-reading')).toContainText('10027');
  const map = page.getByRole('table', { name: 'Searches that found no time, by weekday and hour' });
  const tuesday = map.getByRole('row').nth(2);
  await expect(tuesday.getByRole('rowheader')).toHaveText('Tue');
  await expect(tuesday.getByRole('cell').nth(18)).toHaveText(`${capacity.unmetByWeekdayHour[1]![18]} searches`);
  const ranking = page.getByRole('table', { name: 'Postal codes with the most unmet demand' });
  await expect(ranking.getByRole('row').nth(1)).toContainText('10027');
  await expect(ranking.getByText('Outside the served area').first()).toBeVisible();
  // The page itself never scrolls sideways: the wide map scrolls inside its own region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'capacity at 360 px');
});
