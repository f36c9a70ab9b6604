import { countReactRenderers, reactRendererCount } from '@casino/bench/react-renderers';
import { expect, test } from '../support/test';
import { AREAS, expectAreaMounted } from '../support/areas';

// Every copy of react-dom registers its renderer with the devtools hook once: a hook installed
// before the page loads counts the renderers (the bench counts them the same way).
test('a page that visited all six areas loaded exactly one react-dom', async ({ page }) => {
  await page.addInitScript(countReactRenderers);
  await page.goto('/en-UN');
  for (const area of AREAS) {
    // Client-side navigation keeps the same page, so every remote lands in one document.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, area.path);
    await expectAreaMounted(page, area.remote);
  }
  expect(await reactRendererCount(page)).toBe(1);
});
