import { startFieldData } from './start-field-data';
import { reportVitals } from './vitals-reporter';

jest.mock('./vitals-reporter', () => ({ reportVitals: jest.fn() }));

/** A window whose page has loaded, where idle callbacks run when the test says. */
function loadedWindow() {
  const idle: Array<() => void> = [];
  const win = { document: { readyState: 'complete' }, requestIdleCallback: (callback: () => void) => idle.push(callback) } as unknown as Window;
  return { win, runIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startFieldData', () => {
  beforeEach(() => jest.mocked(reportVitals).mockReset());

  it('loads the reporter only once the page has loaded and the browser is idle, with the page read then', async () => {
    const { win, runIdle } = loadedWindow();
    const pageTags = jest.fn(() => ({ market: 'UN', segment: 'en-UN', page: '/online-casino/*' }));
    const remoteVersions = () => ({ 'mfe-casino': '1.3.0' });
    startFieldData({ endpoint: 'http://localhost:4000/field-data/vitals', hostVersion: '1.0.0', pageTags, remoteVersions, win });
    await flush();
    expect(pageTags).not.toHaveBeenCalled();
    expect(reportVitals).not.toHaveBeenCalled();
    runIdle();
    await flush();
    expect(reportVitals).toHaveBeenCalledWith({
      endpoint: 'http://localhost:4000/field-data/vitals',
      hostVersion: '1.0.0',
      market: 'UN',
      segment: 'en-UN',
      page: '/online-casino/*',
      remoteVersions,
      win,
    });
  });

  it('does nothing without a collector', async () => {
    const { win, runIdle } = loadedWindow();
    startFieldData({ endpoint: '', hostVersion: '1.0.0', pageTags: () => ({ market: 'UN', segment: 'en-UN', page: '/' }), remoteVersions: () => ({}), win });
    runIdle();
    await flush();
    expect(reportVitals).not.toHaveBeenCalled();
  });

  it('keeps a reporter that fails to start from the player', async () => {
    const { win, runIdle } = loadedWindow();
    jest.mocked(reportVitals).mockImplementation(() => {
      throw new Error('no PerformanceObserver');
    });
    startFieldData({ endpoint: 'http://localhost:4000/field-data/vitals', hostVersion: '1.0.0', pageTags: () => ({ market: 'UN', segment: 'en-UN', page: '/' }), remoteVersions: () => ({}), win });
    runIdle();
    await flush();
    expect(reportVitals).toHaveBeenCalled();
  });
});
