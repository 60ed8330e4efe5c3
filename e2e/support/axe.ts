import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation on the page (or only inside `include`, a CSS selector:
 * axe over a whole page takes seconds on busy cores); with `everyImpact`, none at all. `where`
 * names the screen in the failure.
 */
export async function expectNoSeriousViolations(page: Page, where: string, { include, everyImpact = false }: { include?: string; everyImpact?: boolean } = {}): Promise<void> {
  // Colours are measured as painted: a banner still fading in fails contrast. Finite animations
  // (entrances, transitions) are let finish; endless ones (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => everyImpact || violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}
