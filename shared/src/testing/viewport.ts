/**
 * Gives jsdom a `matchMedia` that answers `min-width` / `max-width` queries for a viewport `width`
 * px wide, like a browser window of that size. `resize` changes the width and tells the listeners.
 */
export function mockViewport(width: number): { resize: (next: number) => void; restore: () => void } {
  let current = width;
  const listeners = new Set<{ query: string; listener: (event: MediaQueryListEvent) => void }>();
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? current >= Number(px) : current <= Number(px),
    );
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    resize: (next) => {
      current = next;
      for (const { query, listener } of [...listeners]) listener({ matches: matches(query), media: query } as MediaQueryListEvent);
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}
