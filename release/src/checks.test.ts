import { parseReleaseManifest } from '@casino/shared/contract';
import { effectivePin, pinRefusals, type HostDescriptor } from './checks';

const host: HostDescriptor = {
  name: '@casino/host',
  version: '1.0.0',
  contractVersion: '1.1.0',
  provides: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-dom/client': '19.3.1',
    '@casino/shared-modules/react-router': '1.1.0',
    '@casino/shared-modules/rxjs': '1.1.0',
  },
  wraps: { '@casino/shared-modules': { 'react-router': '7.18.5', rxjs: '7.8.2' } },
  mounts: [{ remote: 'mfe-casino', expose: './CasinoApp' }],
  allowedRemoteOrigins: ['http://localhost:4000'],
};

const published = (overrides: Record<string, unknown> = {}) => ({
  entry: 'http://localhost:4000/cdn/mfe-casino/1.1.0/remoteEntry.js',
  integrity: 'sha384-AAAA',
  contractVersion: '1.1.0',
  exposes: ['./CasinoApp'],
  sharedRequirements: { react: '^19.2.0', 'react-dom/client': '^19.2.0', '@casino/shared-modules/rxjs': '^1.0.0' },
  ...overrides,
});

const manifestWith = (record: Record<string, unknown>) =>
  parseReleaseManifest({
    schemaVersion: 1,
    allowedOrigins: ['http://localhost:4000'],
    remotes: { 'mfe-casino': { '1.0.0': published(), '1.1.0': record } },
    pins: { default: { 'mfe-casino': '1.0.0' }, DE: { 'mfe-casino': '1.1.0' } },
  });

describe('pin checks (ARCHITECTURE §6)', () => {
  it('allows a compatible published version', () => {
    expect(pinRefusals(manifestWith(published()), host, 'mfe-casino', '1.1.0')).toEqual([]);
  });

  it('refuses a version that was never published', () => {
    expect(pinRefusals(manifestWith(published()), host, 'mfe-casino', '9.9.9')).toEqual(['mfe-casino@9.9.9 is not published']);
  });

  it('refuses another contract major', () => {
    expect(pinRefusals(manifestWith(published({ contractVersion: '2.0.0' })), host, 'mfe-casino', '1.1.0')[0]).toMatch(/contract 2.0.0; the host has 1.1.0/);
  });

  it('refuses a React range the host does not satisfy: it would load a second React', () => {
    const refusals = pinRefusals(manifestWith(published({ sharedRequirements: { react: '^18.2.0' } })), host, 'mfe-casino', '1.1.0');
    expect(refusals).toEqual(['mfe-casino@1.1.0 requires react ^18.2.0, but the host provides 19.3.1: it would load a second copy']);
  });

  it('refuses a remote that needs thin modules newer than the host’s: they may lack names it imports', () => {
    const refusals = pinRefusals(
      manifestWith(published({ sharedRequirements: { '@casino/shared-modules/react-router': '^1.2.0' } })),
      host,
      'mfe-casino',
      '1.1.0',
    );
    expect(refusals).toEqual([
      "mfe-casino@1.1.0 requires @casino/shared-modules/react-router ^1.2.0, but the host provides 1.1.0 (react-router 7.18.5, rxjs 7.8.2): the page's one copy is not one it was built for",
    ]);
  });

  it('refuses a remote built before the thin modules: it shares react-router and rxjs whole, which the host no longer does', () => {
    const refusals = pinRefusals(
      manifestWith(published({ sharedRequirements: { react: '^19.2.0', 'react-router': '^7.9.4', rxjs: '^7.8.2' } })),
      host,
      'mfe-casino',
      '1.1.0',
    );
    expect(refusals).toEqual([
      'mfe-casino@1.1.0 shares react-router (^7.9.4), which the host does not provide',
      'mfe-casino@1.1.0 shares rxjs (^7.8.2), which the host does not provide',
    ]);
  });

  it('refuses a singleton the host does not provide', () => {
    expect(pinRefusals(manifestWith(published({ sharedRequirements: { 'styled-components': '^6.0.0' } })), host, 'mfe-casino', '1.1.0')[0]).toMatch(/does not provide/);
  });

  it('refuses a version that lacks a module the host mounts', () => {
    expect(pinRefusals(manifestWith(published({ exposes: ['./Other'] })), host, 'mfe-casino', '1.1.0')).toEqual([
      'mfe-casino@1.1.0 does not expose ./CasinoApp, which the host mounts',
    ]);
  });

  it('refuses a version published on an origin the host does not load remote code from (issue 21 point 8)', () => {
    const elsewhere = manifestWith(published({ entry: 'https://cdn2.nova.example/mfe-casino/1.1.0/remoteEntry.js' }));
    expect(pinRefusals(elsewhere, host, 'mfe-casino', '1.1.0')).toEqual([
      'mfe-casino@1.1.0 is published on https://cdn2.nova.example, which the host does not load remote code from (http://localhost:4000): build the host with REMOTE_ORIGINS naming it first',
    ]);
    // A host built before the list: not checked.
    expect(pinRefusals(elsewhere, { ...host, allowedRemoteOrigins: undefined }, 'mfe-casino', '1.1.0')).toEqual([]);
  });

  it('reads a market’s own pin over the default', () => {
    const manifest = manifestWith(published());
    expect(effectivePin(manifest, 'DE', 'mfe-casino')).toBe('1.1.0');
    expect(effectivePin(manifest, 'FI', 'mfe-casino')).toBe('1.0.0');
  });
});
