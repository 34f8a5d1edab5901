import { WalkingIndicator } from '../walking/WalkingIndicator';
import { FlagConcernButton } from './FlagConcernButton';

/** The top of the feed's neighbour part: 'Flag for Neighbor' and, while this device walks, the Walking indicator. */
export function AssistFeedActions() {
  return (
    <>
      <FlagConcernButton />
      <WalkingIndicator />
    </>
  );
}
