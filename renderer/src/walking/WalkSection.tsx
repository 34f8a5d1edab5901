import { WalkIcon } from '../assist/assist-icons';
import { useClock } from '../assist/use-clock';
import { useShallow } from 'zustand/react/shallow';
import { useWalkStore } from './walk-store';

function since(at: number | null, now: number): string {
  if (at === null) return 'not yet';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}

/** Start and stop a walk; while walking, the app sends its position about every 10 s. */
export function WalkSection() {
  const { status, startedAt, lastBeatAt, beats, problem, start, stop } = useWalkStore(
    useShallow(({ status, startedAt, lastBeatAt, beats, problem, start, stop }) => ({ status, startedAt, lastBeatAt, beats, problem, start, stop })),
  );
  const now = useClock(5_000);
  const walking = status === 'walking' || status === 'stopping';
  return (
    <section className={`walk-panel${walking ? ' is-walking' : ''}`} aria-labelledby="walk-title" data-testid="walk-section">
      <div className="walk-panel-head">
        <span className="walk-panel-icon" aria-hidden="true">
          <WalkIcon size={22} />
        </span>
        <div>
          <h3 id="walk-title" className="walk-panel-title">
            Walking Notifications
            <span className={`badge ${walking ? 'badge-calm' : 'badge-muted'}`} data-testid="walk-state">
              {walking ? 'Walking' : 'Not walking'}
            </span>
          </h3>
          <p className="muted walk-panel-text" data-testid="walk-status">
            {walking
              ? `Since ${new Date(startedAt ?? now).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })} · ${beats} ${
                  beats === 1 ? 'update' : 'updates'
                } sent · last ${since(lastBeatAt, now)}`
              : 'Start a walk and neighbours within 100 m are told that someone is nearby, never who you are.'}
          </p>
        </div>
      </div>
      {problem ? (
        <p className="assist-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {walking ? (
        <button type="button" className="button button-secondary walk-button" disabled={status === 'stopping'} onClick={() => void stop()}>
          {status === 'stopping' ? 'Stopping…' : 'Stop walking'}
        </button>
      ) : (
        <button type="button" className="button button-primary walk-button" disabled={status === 'starting'} onClick={() => void start()}>
          {status === 'starting' ? 'Starting…' : 'Start walking'}
        </button>
      )}
      <p className="muted walk-panel-note">
        Walking keeps going while the app is open, even when you close this window; the screen stays on.
      </p>
    </section>
  );
}
