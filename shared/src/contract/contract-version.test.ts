import { CONTRACT_VERSION, isContractCompatible, majorOf } from './contract-version';

describe('contract version', () => {
  it.each([
    ['1.0.0', '1.9.3', true],
    ['1.0.0', '2.0.0', false],
    ['2.1.0', '1.1.0', false],
    ['1.0.0', 'banana', false],
    ['1.0.0', '1.0.0-beta.1', true],
  ])('host %s with remote %s → %s', (host, remote, expected) => {
    expect(isContractCompatible(host, remote)).toBe(expected);
  });

  it('refuses a malformed version with a clear message', () => {
    expect(() => majorOf('v1')).toThrow('Not a semantic version: "v1"');
  });
});

describe('contract version and package version', () => {
  it('CONTRACT_VERSION is @casino/shared’s package version, which the publish step records', () => {
    const { version } = require('../../package.json') as { version: string };
    expect(CONTRACT_VERSION).toBe(version);
  });
});
