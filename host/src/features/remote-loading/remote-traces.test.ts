import { loadedRemoteVersions, type RemoteTrace } from './remote-traces';

const trace = (remote: string, version: string, outcome: RemoteTrace['outcome'], phase: RemoteTrace['phase'] = 'load'): RemoteTrace => ({
  market: 'UN',
  remote,
  version,
  phase,
  durationMs: 12,
  outcome,
  at: '2026-03-10T12:00:00.000Z',
});

describe('loadedRemoteVersions', () => {
  it("names the version of each remote the page loaded: a failed pin's last known good, not the pin", () => {
    const traces = [
      trace('mfe-casino', '1.3.0', 'failed'),
      trace('mfe-casino', '1.2.0', 'ok'),
      trace('mfe-casino', '1.2.0', 'ok', 'mount'),
      trace('mfe-account', '2.0.0', 'ok'),
      trace('mfe-cashier', '1.1.0', 'refused'),
    ];
    expect(loadedRemoteVersions(traces)).toEqual({ 'mfe-casino': '1.2.0', 'mfe-account': '2.0.0' });
  });

  it("reads the page's traces by default, and none is no remote", () => {
    expect(loadedRemoteVersions()).toEqual({});
    window.__casinoRemoteTraces = [trace('mfe-promotions', '1.0.0', 'ok'), trace('not-a-remote', '9.9.9', 'ok')];
    expect(loadedRemoteVersions()).toEqual({ 'mfe-promotions': '1.0.0' });
    delete window.__casinoRemoteTraces;
  });
});
