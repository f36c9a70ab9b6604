/** spec 000 §9 and spec 001 §3: default country of the sign-up form and the phone picker. */
export const DEFAULT_SIGNUP_COUNTRY = 'FI';
/** spec 001 §3 Sign-up: the wizard's steps. */
export const SIGNUP_STEPS = ['Details', 'ContactInfo', 'Verification', 'Unsupported', 'Complete', 'Duplicated'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
/** spec 001 §3: password reset steps. */
export const PASSWORD_RESET_STEPS = ['Email', 'Verification', 'Password', 'Complete'] as const;
