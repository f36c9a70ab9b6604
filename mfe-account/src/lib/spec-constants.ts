/** spec 000 §9 and spec 001 §3: default country of the sign-up form and the phone picker. */
export const DEFAULT_SIGNUP_COUNTRY = 'FI';
/** spec 001 §3 Sign-up: the wizard's steps. */
export const SIGNUP_STEPS = ['Details', 'ContactInfo', 'Verification', 'Unsupported', 'Complete', 'Duplicated'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
/** spec 001 §3: password reset steps. */
export const PASSWORD_RESET_STEPS = ['Email', 'Verification', 'Password', 'Complete'] as const;
export type PasswordResetStep = (typeof PASSWORD_RESET_STEPS)[number];
/** spec 001 §4, §9: the login after sign-up is tried up to 5 times, 3000 ms apart. */
export const LOGIN_RETRY = { attempts: 5, delayMs: 3000 } as const;
/** spec 001 §2: the markets whose sign-up has a return address (`/signup/callback`). */
export const SIGNUP_CALLBACK_MARKETS = ['FI', 'BR'] as const;
