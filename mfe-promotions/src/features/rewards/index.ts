/** The rewards feature's public face: what the bonus-code feature reuses (the claim flow and its forfeit modals). */
export { ClaimFlowDialogs } from './components/forfeit-dialogs';
export { RewardsPage } from './components/rewards-page';
export { useClaimFlow, type ClaimFlow } from './hooks/use-claim-flow';
export type { ClaimIntent } from './lib/claim-machine';
