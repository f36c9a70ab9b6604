/** spec 000 §2: live casino play providers. */
export const LIVE_CASINO_PROVIDERS = ['evolution', 'pragmaticplay', 'pariplay', 'softswiss'] as const;
