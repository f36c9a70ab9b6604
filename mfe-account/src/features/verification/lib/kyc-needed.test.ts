import { isKycNeeded } from './kyc-needed';

describe('isKycNeeded (spec 001 §4, spec 000 §5)', () => {
  it('is not needed when the platform does not require it', () => {
    expect(isKycNeeded('NOT_REQUIRED', ['REQUESTED'])).toBe(false);
  });

  it('is not needed for a NOT_VERIFIED player of whom no document was asked', () => {
    expect(isKycNeeded('NOT_VERIFIED', ['UNREQUESTED', 'UNREQUESTED'])).toBe(false);
    expect(isKycNeeded('NOT_VERIFIED', [])).toBe(false);
  });

  it('is needed once one document is asked for, sent or decided', () => {
    expect(isKycNeeded('NOT_VERIFIED', ['UNREQUESTED', 'REQUESTED'])).toBe(true);
    expect(isKycNeeded('NOT_VERIFIED', ['UNDER_REVIEW'])).toBe(true);
    expect(isKycNeeded('NOT_VERIFIED', ['EXPIRED'])).toBe(true);
  });

  it('is needed for every other KYC level, whatever the documents say', () => {
    expect(isKycNeeded('PENDING', ['UNREQUESTED'])).toBe(true);
    expect(isKycNeeded('EDD_PENDING', [])).toBe(true);
    expect(isKycNeeded('FULLY VERIFIED', ['VERIFIED'])).toBe(true);
  });
});
