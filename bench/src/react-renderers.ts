/**
 * Counting the copies of react-dom a page loads: every copy registers its renderer with the React
 * devtools hook once, so a hook installed before any page script counts them (TOOLCHAIN.md). The
 * bench reports the count; the e2e suite asserts it is 1 (ARCHITECTURE §3: a page never loads two
 * copies of React).
 */

/**
 * Installs the counting devtools hook. Pass it to `addInitScript` (page or context) so it runs before
 * the page's scripts; it runs in the page, so it is self-contained.
 */
export function countReactRenderers(): void {
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
  (window as unknown as { __reactRenderers: unknown[] }).__reactRenderers = renderers;
}

/** How many react-dom copies the page has loaded so far; `countReactRenderers` must be installed. */
export function reactRendererCount(page: { evaluate: (read: () => number) => Promise<number> }): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactRenderers: unknown[] }).__reactRenderers.length);
}
