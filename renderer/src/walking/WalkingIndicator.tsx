import { WalkIcon } from '../assist/assist-icons';
import { useWalkStore } from './walk-store';

/** A small 'Walking' badge with a Stop button, shown wherever the app wants to remind the walker. */
export function WalkingIndicator() {
  const status = useWalkStore((state) => state.status);
  const stop = useWalkStore((state) => state.stop);
  if (status !== 'walking' && status !== 'stopping') return null;
  return (
    <div className="walking-indicator" role="status" data-testid="walking-indicator">
      <span className="walking-indicator-label">
        <span className="walking-dot" aria-hidden="true" />
        <WalkIcon size={18} />
        Walking
      </span>
      <span className="muted walking-indicator-text">Neighbours within 100 m are told someone is nearby.</span>
      <button type="button" className="button button-secondary button-small" disabled={status === 'stopping'} onClick={() => void stop()}>
        Stop
      </button>
    </div>
  );
}
