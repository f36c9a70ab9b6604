import { MIN_MONEY_LIMIT, type LimitPeriod, type SignUpLimit, type SignUpLimitsRequest } from '@casino/shared/wire';
import { parseMoneyLimit, parseSessionLimit, type LimitInputError } from '../../../lib/limit-input';

/** What the player typed on the Limits step: a period and an amount (major units) or minutes per limit. */
export interface SignUpLimitsDraft {
  depositPeriod: LimitPeriod;
  deposit: string;
  loginTimePeriod: LimitPeriod;
  /** `''` until the player chooses 30, 60 or 120. */
  loginTime: string;
  balance: string;
}

/** The draft before the player typed anything. */
export const emptySignUpLimitsDraft: SignUpLimitsDraft = { depositPeriod: 'M', deposit: '', loginTimePeriod: 'D', loginTime: '', balance: '' };

/** Why a typed sign-up limit is refused (each a text under `signup.limits.errors`): the limits page's reasons and `tooSmall` (below 1.00). */
export type SignUpLimitError = LimitInputError | 'tooSmall';

/** The checked draft: the request's limits, or the error of each limit that is wrong. */
export type SignUpLimitsCheck =
  | { ok: true; limits: Omit<SignUpLimitsRequest, 'playerId'> }
  | { ok: false; errors: Partial<Record<SignUpLimit, SignUpLimitError>> };

const money = (text: string, currency: string, locale?: string): { ok: true; value: number } | { ok: false; error: SignUpLimitError } => {
  const parsed = parseMoneyLimit(text, currency, locale);
  if (!parsed.ok) return parsed;
  return parsed.value < MIN_MONEY_LIMIT ? { ok: false, error: 'tooSmall' } : parsed;
};

/**
 * Checks the Limits step's draft for the limits asked (`kinds`) before anything is sent (issue 16 Bad
 * input): a money limit in major units of `currency` as the market segment's `locale` writes it, 1.00 to 1,000,000.00; the login time 30, 60 or 120
 * minutes (no choice yet is `sessionChoice`). Each asked limit must be given; the others are left out of the request.
 */
export function checkSignUpLimits(draft: SignUpLimitsDraft, kinds: readonly SignUpLimit[], currency: string, locale?: string): SignUpLimitsCheck {
  const errors: Partial<Record<SignUpLimit, SignUpLimitError>> = {};
  const limits: Omit<SignUpLimitsRequest, 'playerId'> = {};
  if (kinds.includes('deposit')) {
    const parsed = money(draft.deposit, currency, locale);
    if (parsed.ok) limits.depositLimit = { duration: draft.depositPeriod, limit: parsed.value };
    else errors.deposit = parsed.error;
  }
  if (kinds.includes('loginTime')) {
    const parsed = parseSessionLimit(draft.loginTime);
    if (parsed.ok) limits.loginTimeLimit = { duration: draft.loginTimePeriod, limit: parsed.value as 30 | 60 | 120 };
    else errors.loginTime = parsed.error;
  }
  if (kinds.includes('balance')) {
    const parsed = money(draft.balance, currency, locale);
    if (parsed.ok) limits.balanceLimit = parsed.value;
    else errors.balance = parsed.error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, limits };
}

/** The limit a platform field error names (`depositLimit.limit` → deposit), or null for another field. */
export function signUpLimitOfField(field: string): SignUpLimit | null {
  const head = field.split('.')[0];
  if (head === 'depositLimit') return 'deposit';
  if (head === 'loginTimeLimit') return 'loginTime';
  if (head === 'balanceLimit') return 'balance';
  return null;
}
