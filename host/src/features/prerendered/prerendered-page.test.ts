import { appSettled, firstScreenPainted, revealApp, revealWhenSettled } from './prerendered-page';

function prerenderedPage(): HTMLElement {
  document.head.innerHTML = '<style data-prerendered>html.prerendered #root{visibility:hidden}</style><link rel="preload" as="image" href="/a.webp" data-prerendered>';
  document.body.innerHTML = '<div id="prerendered" aria-hidden="true"><img fetchpriority="high" src="/a.webp"><img src="/b.webp"></div><div id="root"></div>';
  document.documentElement.classList.add('prerendered');
  return document.getElementById('root') as HTMLElement;
}

const shown = () => document.getElementById('prerendered') !== null;

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.className = '';
});

describe('appSettled', () => {
  it('needs content and nothing busy', () => {
    const root = document.createElement('div');
    expect(appSettled(root)).toBe(false);
    root.innerHTML = '<header></header><p role="status" aria-busy="true">Loading</p>';
    expect(appSettled(root)).toBe(false);
    root.innerHTML = '<header></header><main><h1>Casino</h1></main>';
    expect(appSettled(root)).toBe(true);
  });
});

describe('revealWhenSettled', () => {
  it('keeps the snapshot while the app loads, then swaps it for the app once settled', () => {
    jest.useFakeTimers();
    const root = prerenderedPage();
    revealWhenSettled(root, { settledForMs: 100 });
    root.innerHTML = '<header></header><p aria-busy="true">Loading</p>';
    jest.advanceTimersByTime(500);
    expect(shown()).toBe(true);
    root.innerHTML = '<header></header><main>Casino</main>';
    return Promise.resolve().then(() => {
      jest.advanceTimersByTime(99);
      expect(shown()).toBe(true);
      jest.advanceTimersByTime(1);
      expect(shown()).toBe(false);
      expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(0);
      expect(document.documentElement.classList.contains('prerendered')).toBe(false);
    });
  });

  it('waits again when a loader hands over to another', async () => {
    jest.useFakeTimers();
    const root = prerenderedPage();
    revealWhenSettled(root, { settledForMs: 100 });
    root.innerHTML = '<header></header>';
    await Promise.resolve();
    jest.advanceTimersByTime(50);
    root.innerHTML = '<header></header><div aria-busy="true"></div>';
    await Promise.resolve();
    jest.advanceTimersByTime(200);
    expect(shown()).toBe(true);
  });

  it('shows the app after the cap whatever its state', () => {
    jest.useFakeTimers();
    const root = prerenderedPage();
    root.innerHTML = '<p aria-busy="true">Loading</p>';
    revealWhenSettled(root, { capMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(shown()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(shown()).toBe(false);
  });

  it('does nothing on a page without a snapshot', () => {
    document.body.innerHTML = '<div id="root"><main>Casino</main></div>';
    const stop = revealWhenSettled(document.getElementById('root') as HTMLElement);
    expect(typeof stop).toBe('function');
    revealApp();
    expect(document.getElementById('root')).not.toBeNull();
  });
});

describe('firstScreenPainted', () => {
  it('resolves at once without a snapshot', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(firstScreenPainted()).resolves.toBeUndefined();
  });

  it('waits for the first screen images, then a frame', async () => {
    prerenderedPage();
    let done = false;
    const painted = firstScreenPainted(document, 10_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    document.querySelector('img[fetchpriority="high"]')?.dispatchEvent(new Event('load'));
    await painted;
    expect(done).toBe(true);
  });

  it('gives up waiting after the cap', async () => {
    prerenderedPage();
    await expect(firstScreenPainted(document, 30)).resolves.toBeUndefined();
  });
});
