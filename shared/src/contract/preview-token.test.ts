import { z } from '@casino/shared-modules/zod';
import { previewClaimsSchema } from './preview-token';

describe('previewClaimsSchema (issue 20 point 3)', () => {
  const claims = { remote: 'mfe-casino', version: '1.2.0', iat: 1_800_000_000, exp: 1_800_007_200, iss: 'alice', aud: 'casino-preview' };

  it('reads a preview of a published remote version, keeping who signed it', () => {
    expect(previewClaimsSchema.parse(claims)).toEqual({ remote: 'mfe-casino', version: '1.2.0', iat: 1_800_000_000, exp: 1_800_007_200, iss: 'alice' });
  });

  it.each([
    ['an unknown remote', { remote: 'mfe-poker' }],
    ['a version that is not semantic', { version: 'latest' }],
    ['no expiry', { exp: undefined }],
    ['a fractional expiry', { exp: 1.5 }],
  ])('refuses %s', (_, change) => {
    expect(z.safeParse(previewClaimsSchema, { ...claims, ...change }).success).toBe(false);
  });
});
