import type { NearbyConcern } from '../../../shared/api/assist';
import { relativeAge } from '../feed/feed-format';
import { TranslateControl } from '../translate/TranslateControl';
import { FlagIcon, PinIcon } from './assist-icons';
import { isOpen, statusLabel } from './assist-format';
import { ConcernNotice } from './ConcernNotice';
import { ConcernPhoto } from './ConcernPhoto';
import { ConcernProgress } from './ConcernProgress';
import { ResponseGuideLink } from './ResponseGuideDialog';
import { useVote } from './use-vote';

const SEVERITY_LABELS = { critical: 'Critical', warning: 'Warning', info: 'Info' } as const;

/** Neighbours get a rounded location (about 110 m), so the distance is only ever approximate. */
function distanceLabel(distanceM: number | null): string | null {
  if (distanceM === null) return null;
  if (distanceM < 150) return 'Very close to you';
  return distanceM < 1000 ? `About ${Math.round(distanceM / 50) * 50} m away` : `About ${(distanceM / 1000).toFixed(1)} km away`;
}

function VoteButtons({ event }: { event: NearbyConcern }) {
  const { pending, vote } = useVote(event);
  const voted = event.myVote !== null;
  return (
    <div className="assist-actions">
      <button
        type="button"
        className="button button-danger button-small"
        disabled={voted || pending !== null}
        aria-busy={pending === 'escalate'}
        onClick={() => void vote('escalate')}
      >
        Escalate
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={voted || pending !== null}
        aria-busy={pending === 'dismiss'}
        onClick={() => void vote('dismiss')}
      >
        Dismiss
      </button>
    </div>
  );
}

/** One neighbour-assist concern in the feed (spec/assist.md §2 "Neighbor Assist card"). */
export function AssistCard({ event, now }: { event: NearbyConcern; now: number }) {
  const open = isOpen(event, now);
  const status = open ? 'pending' : event.status === 'pending' ? 'expired' : event.status;
  const distance = event.isOwn ? null : distanceLabel(event.distanceM);
  const titleId = `assist-card-${event.eventId}`;
  return (
    <article
      className={`card assist-card assist-card-${event.severity} assist-status-${status}`}
      aria-labelledby={titleId}
      data-testid="assist-card"
      data-event-id={event.eventId}
      data-status={status}
    >
      <header className="assist-card-head">
        <h3 id={titleId} className="assist-card-title">
          <FlagIcon size={18} />
          {event.isOwn ? 'Your Neighbor Assist request' : 'Neighbor Assist'}
        </h3>
        <div className="assist-card-badges">
          <span className={`badge badge-severity badge-${event.severity}`}>{SEVERITY_LABELS[event.severity]}</span>
          <span className={`badge assist-status-badge assist-status-badge-${status}`} data-testid="assist-status">
            {statusLabel(status, event.closeReason)}
          </span>
        </div>
      </header>

      <div className="assist-card-body">
        <div className="assist-card-text">
          <p className="assist-card-message">{event.message}</p>
          <TranslateControl text={event.message} context="report" />
        </div>
        {event.hasPhoto && event.photoUrl ? <ConcernPhoto photoUrl={event.photoUrl} /> : null}
      </div>
      {event.locationDescription ? (
        <p className="assist-place">
          <PinIcon size={16} />
          <span>{event.locationDescription}</span>
        </p>
      ) : null}
      <p className="assist-meta">
        <span className="mono" title="Approximate location (about 100 m)" data-testid="assist-coordinates">
          {event.approximateLocation}
        </span>
        <span>{relativeAge(event.createdAt, now)}</span>
        {distance ? <span>{distance}</span> : null}
      </p>

      <ConcernProgress event={event} now={now} />
      <ConcernNotice event={event} now={now} />
      {open && !event.isOwn ? <VoteButtons event={event} /> : null}
      <ResponseGuideLink />
    </article>
  );
}
