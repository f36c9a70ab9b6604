import { expect, test } from '../support/test';
import { AREAS, expectAreaMounted } from '../support/areas';

// Every copy of react-dom registers its renderer with the devtools hook once (TOOLCHAIN.md): a hook
// installed before the page loads counts the renderers.
test('a page that visited all six areas loaded exactly one react-dom', async ({ page }) => {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
  });
  await page.goto('/en-UN');
  for (const area of AREAS) {
    // Client-side navigation keeps the same page, so every remote lands in one document.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, area.path);
    await expectAreaMounted(page, area.remote);
  }
  const renderers = await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length);
  expect(renderers).toBe(1);
});
