import type { Page } from '@playwright/test';

/**
 * Every copy of react-dom announces itself to the React DevTools hook when it loads; a stand-in
 * hook counts them, so a second React on the page cannot go unnoticed.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: Array<{ version?: string }> = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __reactRenderers: typeof renderers }).__reactRenderers = renderers;
  });
}

export function reactRendererVersions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __reactRenderers: Array<{ version?: string }> }).__reactRenderers.map((r) => r.version ?? '?'),
  );
}
