/**
 * The market rules' chunk: what each market asks for at sign-up (`signUpLimitsAskedOf` of `./sign-up-limits`,
 * spec 001 §3), fetched on demand so the market table stays out of the sign-up's start (issue 19). The wizard
 * starts it at the first focus in the form; Details reads it when sent. Rejects when the chunk cannot be had.
 */
export const loadMarketRules = () => import('./sign-up-limits');
