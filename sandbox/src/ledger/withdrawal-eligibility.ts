import { currencyDecimals } from '@casino/shared/money';
import type { KycStatus, PlayerProfile, WithdrawalLimitCheck } from '@casino/shared/wire';

import type { LimitDuration, PlayerLimit } from '../seed/personas';

/** spec 001 §4 withdrawal eligibility outcomes. */
export type WithdrawalOutcome = WithdrawalLimitCheck['outcome'];

/** Outcomes that let a withdrawal go ahead (DOCUMENTS_PREFERRED asks for documents but does not block). */
export const WITHDRAWAL_ALLOWED: ReadonlySet<WithdrawalOutcome> = new Set(['SUCCESS', 'DOCUMENTS_PREFERRED']);

/** Whole major units of a currency in its minor units (10 EUR → 1000; 10 CLP → 10). */
export function majorToMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDecimals(currency));
}

/** Every player's withdrawal limit unless the persona has its own: 10,000 (major units) per rolling day. */
export function defaultWithdrawalLimit(currency: string): PlayerLimit {
  return { amount: majorToMinor(10_000, currency), duration: 'DAILY' };
}

/**
 * What an unverified player (`UNVERIFIED_KYC`) may withdraw in total, ever, in major units of the
 * player's currency: above `preferred` the platform asks for documents (DOCUMENTS_PREFERRED), above
 * `maximum` it refuses (EXCEEDS_KYC_LIMIT). Per market; `default` for the others.
 */
export const UNVERIFIED_WITHDRAWAL_LIMITS: Readonly<Record<string, { preferred: number; maximum: number }>> = {
  default: { preferred: 1_000, maximum: 2_000 },
  // Stricter where the regulator is (sandbox choice): Germany's and the Netherlands' players.
  DE: { preferred: 500, maximum: 1_000 },
  NL: { preferred: 500, maximum: 1_000 },
};

/** KYC levels whose players count as unverified for the limit above. */
export const UNVERIFIED_KYC: ReadonlySet<KycStatus> = new Set(['NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'PENDING_EXPIRED']);

/** The length of a limit's rolling window, in milliseconds. */
export const DURATION_MS: Readonly<Record<LimitDuration, number>> = { DAILY: 86_400_000, WEEKLY: 7 * 86_400_000, MONTHLY: 30 * 86_400_000 };

/** A withdrawal already made or asked for: PENDING or COMPLETED (minor units, positive). */
export interface PastWithdrawal {
  amount: number;
  transactionDate: Date;
}

/** Everything the decision reads. */
export interface WithdrawalEligibilityInput {
  /** The amount asked for, minor units. */
  amount: number;
  /** MAIN, minor units. */
  mainBalance: number;
  profile: PlayerProfile;
  market: string;
  /** The wallet's currency (the unverified limits are in its major units). */
  currency: string;
  /** The token's multibrand `suspended` flag (spec 001 §6: counts as payout, withdrawal blocked). */
  multibrandSuspended: boolean;
  withdrawalLimit: PlayerLimit;
  /** A self limit the player set that is reached (spec 001 §3 Responsible gambling), if any. */
  selfLimit?: 'SELF_LIMIT_REACHED' | 'SELF_SPEND_LIMIT_REACHED';
  /** Every PENDING and COMPLETED withdrawal of the player. */
  withdrawals: readonly PastWithdrawal[];
  now: Date;
}

/** Document statuses from the profile's `requestDocumentTypeStatus` (`PROOF_OF_ID:REQUESTED,…`). */
function documentStatuses(profile: PlayerProfile): string[] {
  return String(profile.requestDocumentTypeStatus ?? '')
    .split(',')
    .map((entry) => entry.split(':')[1]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Decides a withdrawal's eligibility (spec 001 §4 "Withdrawal eligibility outcomes") from the player's
 * real state; the first rule that matches wins (the table in sandbox/README.md):
 *
 * | # | when | outcome |
 * | 1 | accountStatus RESTRICTED | RESTRICTED |
 * | 2 | profile.payout false, accountStatus PAYOUT, profile.withdrawal false, or multibrand suspended | FORBIDDEN |
 * | 3 | a self limit is reached | SELF_LIMIT_REACHED / SELF_SPEND_LIMIT_REACHED |
 * | 4 | amount > MAIN | NOT_ENOUGH_FUNDS |
 * | 5 | kycStatus RESTRICTED and a document REQUESTED | DOCUMENTS_REQUIRED_RESTRICTED |
 * | 6 | a document UNDER_REVIEW | DOCUMENTS_UNDER_REVIEW |
 * | 7 | a document REQUESTED | DOCUMENTS_REQUIRED |
 * | 8 | the withdrawal limit has nothing left in its window, or less than the amount | WITHDRAWAL_LIMIT_REACHED |
 * | 9 | unverified and all withdrawals + amount > the market's maximum | EXCEEDS_KYC_LIMIT |
 * | 10 | unverified and all withdrawals + amount > the market's preferred | DOCUMENTS_PREFERRED |
 * | 11 | otherwise | SUCCESS |
 *
 * The answer carries the withdrawal limit (spec 001 §3 Withdraw flow state): `limit` what is left in the
 * window (0 means reached, §5), `originalLimit`, `duration`, and `resetOn` when the oldest withdrawal in
 * the window leaves it (null when nothing is counted). Amounts in minor units.
 */
export function decideWithdrawal(input: WithdrawalEligibilityInput): WithdrawalLimitCheck {
  const { profile, withdrawalLimit } = input;
  const windowStart = input.now.getTime() - DURATION_MS[withdrawalLimit.duration];
  const inWindow = input.withdrawals.filter((withdrawal) => withdrawal.transactionDate.getTime() > windowStart);
  const used = inWindow.reduce((sum, withdrawal) => sum + withdrawal.amount, 0);
  const left = Math.max(0, withdrawalLimit.amount - used);
  const oldest = inWindow.reduce<number | null>((min, withdrawal) => (min === null ? withdrawal.transactionDate.getTime() : Math.min(min, withdrawal.transactionDate.getTime())), null);
  const limits = {
    limit: left,
    originalLimit: withdrawalLimit.amount,
    duration: withdrawalLimit.duration,
    resetOn: oldest === null ? null : new Date(oldest + DURATION_MS[withdrawalLimit.duration]).toISOString(),
  };
  const answer = (outcome: WithdrawalOutcome): WithdrawalLimitCheck => ({ outcome, ...limits });

  const accountStatus = typeof profile.accountStatus === 'string' ? profile.accountStatus : null;
  if (accountStatus === 'RESTRICTED') return answer('RESTRICTED');
  if (profile.payout === false || profile.withdrawal === false || accountStatus === 'PAYOUT' || input.multibrandSuspended) return answer('FORBIDDEN');
  if (input.selfLimit) return answer(input.selfLimit);
  if (input.amount > input.mainBalance) return answer('NOT_ENOUGH_FUNDS');

  const documents = documentStatuses(profile);
  if (profile.kycStatus === 'RESTRICTED' && documents.includes('REQUESTED')) return answer('DOCUMENTS_REQUIRED_RESTRICTED');
  if (documents.includes('UNDER_REVIEW')) return answer('DOCUMENTS_UNDER_REVIEW');
  if (documents.includes('REQUESTED')) return answer('DOCUMENTS_REQUIRED');

  if (left <= 0 || input.amount > left) return answer('WITHDRAWAL_LIMIT_REACHED');

  if (UNVERIFIED_KYC.has(profile.kycStatus as KycStatus)) {
    const unverified = UNVERIFIED_WITHDRAWAL_LIMITS[input.market] ?? UNVERIFIED_WITHDRAWAL_LIMITS.default!;
    const total = input.withdrawals.reduce((sum, withdrawal) => sum + withdrawal.amount, 0) + input.amount;
    if (total > majorToMinor(unverified.maximum, input.currency)) return answer('EXCEEDS_KYC_LIMIT');
    if (total > majorToMinor(unverified.preferred, input.currency)) return answer('DOCUMENTS_PREFERRED');
  }
  return answer('SUCCESS');
}
