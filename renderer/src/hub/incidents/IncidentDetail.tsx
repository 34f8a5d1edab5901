import type { Incident } from '../../../../shared/api/command';
import { formatCoordinates, formatDateTime } from '../format';
import { STATUS_LABELS, incidentTitle, senderLabel } from './incident-format';
import type { IncidentRef } from './incidents-store';
import { LiveListen } from './LiveListen';
import { RecordingPlayer } from './RecordingPlayer';
import { TimelineList } from './TimelineList';
import { useTimeline } from './use-timeline';

type IncidentDetailProps = { target: IncidentRef; fallback: Incident | undefined; onClose: () => void; onOpen: (ref: IncidentRef) => void };

function Facts({ incident }: { incident: Incident }) {
  return (
    <dl className="cc-facts">
      <div>
        <dt>From</dt>
        <dd className="mono">{senderLabel(incident)}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd className="mono" data-testid="incident-coordinates">
          {formatCoordinates(incident.lat, incident.lng)}
        </dd>
      </div>
      {incident.locationDescription ? (
        <div>
          <dt>Where</dt>
          <dd>{incident.locationDescription}</dd>
        </div>
      ) : null}
      <div>
        <dt>Started</dt>
        <dd>{formatDateTime(incident.createdAt)}</dd>
      </div>
      <div>
        <dt>{incident.endedAt ? 'Ended' : 'Expires'}</dt>
        <dd>{formatDateTime(incident.endedAt ?? incident.expiresAt)}</dd>
      </div>
      {incident.kind === 'sos' ? (
        <div>
          <dt>Reached</dt>
          <dd>
            {incident.deliveries} of {incident.recipients} recipients · {incident.sirenStops} siren stops
          </dd>
        </div>
      ) : incident.votes ? (
        <div>
          <dt>Votes</dt>
          <dd>
            {incident.votes.escalate} escalate / {incident.votes.threshold} needed · {incident.votes.dismiss} dismiss
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** One incident: facts, live audio, recordings and the timeline. */
export function IncidentDetail({ target, fallback, onClose, onOpen }: IncidentDetailProps) {
  const { timeline, error } = useTimeline(target);
  const incident = timeline?.incident ?? fallback;
  if (!incident) return <p className="muted">{error ?? 'Loading…'}</p>;
  const escalatedSosId = incident.escalatedSosId;
  return (
    <article className={`cc-detail cc-detail-${incident.kind}`} data-testid="incident-detail" aria-labelledby="incident-title">
      <div className="cc-detail-head">
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          ← All incidents
        </button>
        <span className={`badge cc-status cc-status-${incident.status}`}>{STATUS_LABELS[incident.status] ?? incident.status}</span>
      </div>
      <h2 id="incident-title" className="cc-detail-title">
        {incidentTitle(incident)}
      </h2>
      <p className="cc-detail-message break">{incident.message ?? 'No message'}</p>
      {incident.escalatedFromProxy && incident.originalProxyMessage ? (
        <p className="muted">Escalated from a neighbour concern: “{incident.originalProxyMessage}”</p>
      ) : null}
      {escalatedSosId ? (
        <button type="button" className="button button-secondary button-small" onClick={() => onOpen({ kind: 'sos', id: escalatedSosId })}>
          Open the SOS it escalated to
        </button>
      ) : null}
      <Facts incident={incident} />
      {incident.kind === 'sos' && incident.status === 'active' && incident.roomId ? <LiveListen roomId={incident.roomId} /> : null}
      {timeline && timeline.recordings.length > 0 ? (
        <section className="cc-detail-section">
          <h3 className="cc-subtitle">Recordings</h3>
          {timeline.recordings.map((recording) => (
            <RecordingPlayer key={recording.id} recording={recording} />
          ))}
        </section>
      ) : null}
      <section className="cc-detail-section">
        <h3 className="cc-subtitle">Timeline</h3>
        {timeline ? <TimelineList entries={timeline.entries} /> : <p className="muted">{error ?? 'Loading…'}</p>}
      </section>
    </article>
  );
}
