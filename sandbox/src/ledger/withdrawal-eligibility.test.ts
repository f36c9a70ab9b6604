import type { PlayerProfile } from '@casino/shared/wire';

import { findPersona } from '../seed/personas';
import { decideWithdrawal, defaultWithdrawalLimit, type WithdrawalEligibilityInput } from './withdrawal-eligibility';

const NOW = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

const input = (change: Partial<WithdrawalEligibilityInput> = {}, profile: Partial<PlayerProfile> = {}): WithdrawalEligibilityInput => ({
  amount: 50_00,
  mainBalance: 250_00,
  profile: { ...findPersona('anna@sandbox.test')!.profile, ...profile },
  market: 'UN',
  currency: 'EUR',
  multibrandSuspended: false,
  withdrawalLimit: defaultWithdrawalLimit('EUR'),
  withdrawals: [],
  now: NOW,
  ...change,
});

describe('withdrawal eligibility (spec 001 §4, the table in sandbox/README.md)', () => {
  it.each<[string, Partial<WithdrawalEligibilityInput>, Partial<PlayerProfile>, string]>([
    ['a verified player with the money', {}, {}, 'SUCCESS'],
    ['an amount above MAIN', { amount: 250_01 }, {}, 'NOT_ENOUGH_FUNDS'],
    ['a risk-payout profile', {}, { payout: false }, 'FORBIDDEN'],
    ['accountStatus PAYOUT', {}, { accountStatus: 'PAYOUT' }, 'FORBIDDEN'],
    ['a multibrand-suspended player', { multibrandSuspended: true }, {}, 'FORBIDDEN'],
    ['accountStatus RESTRICTED', {}, { accountStatus: 'RESTRICTED' }, 'RESTRICTED'],
    ['a self spend limit reached', { selfLimit: 'SELF_SPEND_LIMIT_REACHED' }, {}, 'SELF_SPEND_LIMIT_REACHED'],
    ['a self limit reached', { selfLimit: 'SELF_LIMIT_REACHED' }, {}, 'SELF_LIMIT_REACHED'],
    ['documents requested', {}, { requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED' }, 'DOCUMENTS_REQUIRED'],
    ['documents under review', {}, { requestDocumentTypeStatus: 'PROOF_OF_ID:UNDER_REVIEW,PROOF_OF_ADDRESS:VERIFIED' }, 'DOCUMENTS_UNDER_REVIEW'],
    ['RESTRICTED KYC with documents requested', {}, { kycStatus: 'RESTRICTED', requestDocumentTypeStatus: 'PROOF_OF_ADDRESS:REQUESTED' }, 'DOCUMENTS_REQUIRED_RESTRICTED'],
    ['a withdrawal limit with nothing left', { withdrawalLimit: { amount: 100_00, duration: 'DAILY' }, withdrawals: [{ amount: 100_00, transactionDate: hoursAgo(2) }] }, {}, 'WITHDRAWAL_LIMIT_REACHED'],
    ['a withdrawal limit with less left than asked', { withdrawalLimit: { amount: 100_00, duration: 'DAILY' }, withdrawals: [{ amount: 60_00, transactionDate: hoursAgo(2) }] }, {}, 'WITHDRAWAL_LIMIT_REACHED'],
    ['a limit whose window has passed', { withdrawalLimit: { amount: 100_00, duration: 'DAILY' }, withdrawals: [{ amount: 100_00, transactionDate: hoursAgo(25) }] }, {}, 'SUCCESS'],
    ['an unverified player past 2,000.00 in total', { mainBalance: 3_000_00, amount: 1_500_00, withdrawals: [{ amount: 600_00, transactionDate: hoursAgo(500) }] }, { kycStatus: 'NOT_VERIFIED' }, 'EXCEEDS_KYC_LIMIT'],
    ['an unverified player between 1,000.00 and 2,000.00', { mainBalance: 3_000_00, amount: 1_200_00 }, { kycStatus: 'NOT_VERIFIED' }, 'DOCUMENTS_PREFERRED'],
    ['an unverified player under 1,000.00', { amount: 100_00 }, { kycStatus: 'NOT_VERIFIED' }, 'SUCCESS'],
    ['an unverified German player past the stricter 1,000.00', { market: 'DE', mainBalance: 3_000_00, amount: 1_000_01 }, { kycStatus: 'NOT_VERIFIED' }, 'EXCEEDS_KYC_LIMIT'],
    ['a verified player above the unverified limit', { mainBalance: 5_000_00, amount: 4_000_00 }, { kycStatus: 'FULLY VERIFIED' }, 'SUCCESS'],
  ])('%s → %s', (_name, change, profile, outcome) => {
    expect(decideWithdrawal(input(change, profile)).outcome).toBe(outcome);
  });

  it('decides in the table\'s order: forbidden before funds, funds before documents, documents before limits', () => {
    expect(decideWithdrawal(input({ amount: 999_00, multibrandSuspended: true })).outcome).toBe('FORBIDDEN');
    expect(decideWithdrawal(input({ amount: 999_00 }, { requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED' })).outcome).toBe('NOT_ENOUGH_FUNDS');
    expect(decideWithdrawal(input({ withdrawalLimit: { amount: 0, duration: 'DAILY' } }, { requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED' })).outcome).toBe('DOCUMENTS_REQUIRED');
  });

  it('reports the limit left in its window, 0 when reached, and when it resets (spec 001 §3, §5)', () => {
    const answer = decideWithdrawal(input({ withdrawalLimit: { amount: 200_00, duration: 'WEEKLY' }, withdrawals: [{ amount: 200_00, transactionDate: hoursAgo(1) }] }));
    expect(answer).toEqual({ outcome: 'WITHDRAWAL_LIMIT_REACHED', limit: 0, originalLimit: 200_00, duration: 'WEEKLY', resetOn: new Date(hoursAgo(1).getTime() + 7 * 86_400_000).toISOString() });
    expect(decideWithdrawal(input())).toEqual({ outcome: 'SUCCESS', limit: 10_000_00, originalLimit: 10_000_00, duration: 'DAILY', resetOn: null });
    expect(defaultWithdrawalLimit('CLP')).toEqual({ amount: 10_000, duration: 'DAILY' });
  });
});
