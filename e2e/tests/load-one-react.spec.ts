import { countReactRenderers, reactRendererCount } from '@casino/bench/react-renderers';
import { expect, test } from '../support/test';
import { AREAS, expectAreaMounted } from '../support/areas';

/**
 * A message of react-router's own code (useNavigate's guard), in whichever chunk carries react-router. The
 * host and each remote build a copy of @casino/shared-modules/react-router; Module Federation should run
 * only the host's, so only one script the page loads holds it.
 */
const REACT_ROUTER_CODE = 'useNavigate() may be used only in the context of a <Router> component';

// Every copy of react-dom registers its renderer with the devtools hook once: a hook installed
// before the page loads counts the renderers (the bench counts them the same way).
test('a page that visited all six areas loaded exactly one react-dom and one react-router', async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
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
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(AREAS.length);
  expect(bodies.filter((body) => body.includes(REACT_ROUTER_CODE))).toHaveLength(1);
});
