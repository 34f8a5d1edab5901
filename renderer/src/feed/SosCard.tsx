import { useState } from 'react';
import type { SosPollEvent, SosStatus } from '../../../shared/api/sos';
import { alertPayload, senderLabel } from '../alert/incoming-sos';
import { dispatchEmergencyAlert } from '../alert/alert-events';
import type { ProStatus } from '../pro/pro-status';
import { distanceText, feedCoordinates, relativeAge, severityBadge, severityTitle } from './feed-format';
import { OfferHelpDialog } from './OfferHelpDialog';
import { TranslateControl } from '../translate/TranslateControl';

const STATUS_LABELS: Record<SosStatus, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
  inactive: 'Ended',
};

type SosCardProps = { event: SosPollEvent; proStatus: ProStatus; now: number };

/** One SOS in the feed (spec/core.md §2); actions only while it is active. */
export function SosCard({ event, proStatus, now }: SosCardProps) {
  const [helping, setHelping] = useState(false);
  const active = event.status === 'active';
  const sender = senderLabel(event) ?? 'Trusted contact';
  const distance = event.self ? null : distanceText(event.distanceM);
  const titleId = `sos-card-${event.eventId}`;

  return (
    <article
      className={`card sos-card sos-card-${event.severity}${active ? ' is-active' : ' is-ended'}`}
      aria-labelledby={titleId}
      data-testid="sos-card"
      data-event-id={event.eventId}
      data-status={event.status}
    >
      <header className="sos-card-head">
        <h3 id={titleId} className="sos-card-title">
          {active ? <span className="pulse-dot" aria-hidden="true" /> : null}
          {/* An ended alert is no longer an "ACTIVE EMERGENCY": the severity title is for live ones. */}
          {active ? severityTitle(event.severity) : 'Emergency Alert'}
        </h3>
        <div className="sos-card-badges">
          <span className={`badge badge-severity badge-${event.severity}`}>{severityBadge(event.severity)}</span>
          {active ? null : <span className="badge badge-ended">{STATUS_LABELS[event.status]}</span>}
          {event.escalatedFromProxy ? <span className="badge badge-escalated">Community Escalated</span> : null}
        </div>
      </header>

      <p className="sos-card-message">{event.message || 'No description given'}</p>
      {event.message ? <TranslateControl text={event.message} context="sos" /> : null}
      <p className="sos-card-meta">
        <span className="mono" data-testid="sos-card-coordinates">
          {feedCoordinates(event.location)}
        </span>
        <span>{relativeAge(event.createdAt, now)}</span>
        {distance ? <span>{distance}</span> : null}
      </p>
      <p className="sos-card-from">From: {sender}</p>

      {active ? (
        <div className="sos-card-actions">
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => dispatchEmergencyAlert(alertPayload(event, event.self))}
          >
            View Location
            {proStatus === 'pro' ? null : <span className="pro-tag">Pro</span>}
          </button>
          {event.self ? null : (
            <button type="button" className="button button-secondary button-small" onClick={() => setHelping(true)}>
              Offer Help
            </button>
          )}
          {event.hasLiveAudio && event.pcmListenUrl ? (
            <a className="button button-secondary button-small" href={event.pcmListenUrl} target="_blank" rel="noopener">
              Listen live
            </a>
          ) : null}
        </div>
      ) : null}
      {helping ? (
        <OfferHelpDialog open onOpenChange={setHelping} location={event.location} approximate={event.approximate} />
      ) : null}
    </article>
  );
}
