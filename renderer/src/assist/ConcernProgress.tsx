import type { NearbyConcern } from '../../../shared/api/assist';
import { isOpen, timeProgress, timeRemainingText, voteProgress, voteProgressText, votesNeededText } from './assist-format';

type Bar = { label: string; value: number; tone: 'time' | 'votes' };

function ProgressBar({ label, value, tone }: Bar) {
  const percent = Math.round(value * 100);
  return (
    <div
      className={`assist-bar assist-bar-${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="assist-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Time remaining (bar scaled to 30 minutes) and the escalate-vote progress (spec/assist.md §2). */
export function ConcernProgress({ event, now }: { event: NearbyConcern; now: number }) {
  const open = isOpen(event, now);
  const needed = votesNeededText(event.currentVotes, event.escalationThreshold);
  return (
    <div className="assist-progress">
      {open ? (
        <div className="assist-progress-row">
          <div className="assist-progress-head">
            <span>Time remaining</span>
            <span className="assist-progress-value" data-testid="assist-time-remaining">
              {timeRemainingText(event.expiresAt, now)}
            </span>
          </div>
          <ProgressBar label="Time remaining" value={timeProgress(event.expiresAt, now)} tone="time" />
        </div>
      ) : null}
      <div className="assist-progress-row">
        <div className="assist-progress-head">
          <span>Votes to escalate</span>
          <span className="assist-progress-value" data-testid="assist-vote-count">
            {voteProgressText(event.currentVotes, event.escalationThreshold)}
          </span>
        </div>
        <ProgressBar label="Escalate votes" value={voteProgress(event.currentVotes, event.escalationThreshold)} tone="votes" />
        {open && needed ? <p className="assist-needed muted">{needed}</p> : null}
        {event.dismissVotes > 0 ? (
          <p className="assist-needed muted">
            {event.dismissVotes} {event.dismissVotes === 1 ? 'neighbour' : 'neighbours'} voted to dismiss
          </p>
        ) : null}
      </div>
    </div>
  );
}
