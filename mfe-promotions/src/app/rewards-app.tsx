import { RewardsPage } from '../features/rewards';

/** The rewards area below `/{segment}/my-account/rewards` (spec 001 §2): the Eligible tab and `/active`. */
export function RewardsApp() {
  return <RewardsPage />;
}
