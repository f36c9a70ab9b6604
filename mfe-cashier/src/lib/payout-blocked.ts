import type { PlayerProfile, SessionState } from '@casino/shared/bus';

/**
 * spec 000 §3, spec 001 §6: a risk-payout player (the profile's `payout` flag off) or a suspended
 * multibrand session counts as payout and withdrawal blocked; deposits are closed to them too (spec 000
 * §2 guard 8). The host's guards apply the same rule to the routes; the cashier reads it from the bus's
 * session and profile so that it also holds in the standalone harness, which computes no access rights.
 */
export function isPayoutBlocked(session: SessionState, profile: PlayerProfile | null): boolean {
  return Boolean(session.claims?.multibrand?.suspended) || profile?.payout === false;
}
