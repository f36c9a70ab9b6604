/**
 * @jest-environment jsdom
 */
import { chooserScript, DEVICE_MEDIA, defaultSegments, prerenderedDocument, type PrerenderedPage } from './prerender';

const INDEX = '<!doctype html><html lang=en><head><title>Nova Casino</title><script defer src="/main.js"></script></head><body><div id=root></div></body></html>';

const page: PrerenderedPage = {
  path: '/fi-FI/online-casino',
  lang: 'fi',
  title: 'Kasino – Nova Casino',
  snapshots: [
    { device: 'mobile', html: '<main><h1>Kasino</h1></main>', css: ['.a { color: red; }', '.b { margin: 0px; }'], images: [{ src: '/m@1x.webp', srcset: '/m@1x.webp 200w, /m@2x.webp 400w', sizes: '50vw' }] },
    { device: 'desktop', html: '<main><h1>Kasino</h1><p>wide</p></main>', css: ['.a { color: red; }', '.c { gap: 8px; }'], images: [{ src: '/d@1x.webp' }] },
  ],
};

describe('prerenderedDocument', () => {
  const html = prerenderedDocument(INDEX, page);

  it('keeps the site index and gives it the page language and title', () => {
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<title>Kasino – Nova Casino</title>');
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('puts each device snapshot in its template, then the chooser, then an empty app root', () => {
    expect(html).toContain('<template data-prerendered="mobile"><main><h1>Kasino</h1></main></template><template data-prerendered="desktop">');
    expect(html.indexOf('</template><script data-prerendered>')).toBeGreaterThan(0);
    expect(html).toMatch(/<\/script><div id="root"><\/div><\/body>/);
  });

  it('writes every CSS rule once, with the rule that hides the app under the snapshot', () => {
    const style = /<style data-prerendered>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('html.prerendered #root{');
    expect(style.match(/\.a \{/g)).toHaveLength(1);
    expect(style).toContain('.b { margin: 0px; }');
    expect(style).toContain('.c { gap: 8px; }');
  });

  it('preloads each snapshot first-screen images for its own device only', () => {
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/m@1x.webp" imagesrcset="/m@1x.webp 200w, /m@2x.webp 400w" imagesizes="50vw" media="${DEVICE_MEDIA.mobile}" data-prerendered>`);
    expect(html).toContain(`href="/d@1x.webp" media="${DEVICE_MEDIA.desktop}" data-prerendered>`);
  });

  it('cannot close its style element early', () => {
    const hostile = prerenderedDocument(INDEX, { ...page, snapshots: [{ device: 'desktop', html: '', css: ['.x::after { content: "</style><script>alert(1)</script>"; }'], images: [] }] });
    expect(hostile).not.toContain('</style><script>alert(1)');
  });

  it('refuses an index without an empty app root', () => {
    expect(() => prerenderedDocument('<html><head></head><body></body></html>', page)).toThrow(/root/);
  });
});

describe('chooserScript', () => {
  const run = (options: { width: number; session?: boolean; templates: string[] }) => {
    document.documentElement.className = '';
    document.body.innerHTML = `${options.templates.map((device) => `<template data-prerendered="${device}"><p>${device}</p></template>`).join('')}<script id="chooser"></script><div id="root"></div>`;
    if (options.session) localStorage.setItem('authorization', '{}');
    else localStorage.removeItem('authorization');
    window.matchMedia = ((query: string) => {
      const max = /max-width: (\d+)px/.exec(query);
      const min = /min-width: (\d+)px/.exec(query);
      const matches = (!max || options.width <= Number(max[1])) && (!min || options.width >= Number(min[1]));
      return { matches } as MediaQueryList;
    }) as typeof window.matchMedia;
    const script = document.getElementById('chooser') as HTMLScriptElement;
    Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
    new Function(chooserScript())();
    return document.getElementById('prerendered');
  };

  it('shows the snapshot of the visitor device before the app root, inert and hidden from assistive technology', () => {
    const shown = run({ width: 390, templates: ['mobile', 'tablet', 'desktop'] });
    expect(shown?.textContent).toBe('mobile');
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(shown?.nextElementSibling?.id).toBe('root');
    expect(document.documentElement.classList.contains('prerendered')).toBe(true);
    expect(run({ width: 900, templates: ['mobile', 'tablet', 'desktop'] })?.textContent).toBe('tablet');
    expect(run({ width: 1440, templates: ['mobile', 'tablet', 'desktop'] })?.textContent).toBe('desktop');
  });

  it('shows nothing to a signed-in player or a device without a snapshot', () => {
    expect(run({ width: 1440, session: true, templates: ['desktop'] })).toBeNull();
    expect(run({ width: 390, templates: ['desktop'] })).toBeNull();
    expect(document.documentElement.classList.contains('prerendered')).toBe(false);
  });
});

describe('defaultSegments', () => {
  it('lists every segment of the enabled markets', () => {
    expect(defaultSegments()).toEqual(expect.arrayContaining(['en-UN', 'fi-FI', 'en-FI', 'pt-BR']));
    expect(defaultSegments()).not.toContain('ja-JP');
  });
});
