import type { Incident } from '../../../../shared/api/command';
import { timeAgo } from '../format';
import { STATUS_LABELS, incidentTitle, senderLabel } from './incident-format';
import { isLive, type IncidentRef } from './incidents-store';

type IncidentListProps = {
  incidents: Incident[];
  now: number;
  selected: IncidentRef | null;
  onSelect: (ref: IncidentRef) => void;
};

type ItemProps = { incident: Incident; active: boolean; now: number; selected: boolean; onSelect: () => void };

function IncidentItem({ incident, active, now, selected, onSelect }: ItemProps) {
  const tone = incident.kind === 'sos' ? 'sos' : 'concern';
  return (
    <li>
      <button
        type="button"
        className={`cc-incident cc-incident-${tone}${active ? ' is-active' : ' is-ended'}`}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        data-testid="incident-item"
        data-incident-id={incident.id}
      >
        <span className="cc-incident-head">
          <span className="cc-incident-kind">{incidentTitle(incident)}</span>
          <span className={`badge cc-status cc-status-${incident.status}`}>{STATUS_LABELS[incident.status] ?? incident.status}</span>
          {incident.hasLiveAudio ? <span className="badge cc-status cc-status-live">Live audio</span> : null}
        </span>
        <span className="cc-incident-message break">{incident.message ?? 'No message'}</span>
        <span className="cc-incident-meta">
          <span className="mono">{senderLabel(incident)}</span>
          <span>{timeAgo(incident.createdAt, now)}</span>
          {incident.kind === 'sos' ? (
            <span>
              {incident.deliveries}/{incident.recipients} reached
            </span>
          ) : incident.votes ? (
            <span>
              {incident.votes.escalate}/{incident.votes.threshold} votes
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/** Active incidents first, then those that ended in the last 24 hours. */
export function IncidentList({ incidents, now, selected, onSelect }: IncidentListProps) {
  const active = incidents.filter((incident) => isLive(incident, incidents));
  const ended = incidents.filter((incident) => !isLive(incident, incidents));
  const item = (incident: Incident) => (
    <IncidentItem
      key={`${incident.kind}-${incident.id}`}
      incident={incident}
      active={isLive(incident, incidents)}
      now={now}
      selected={selected?.id === incident.id}
      onSelect={() => onSelect({ kind: incident.kind, id: incident.id })}
    />
  );
  return (
    <div className="cc-incident-lists">
      <h2 className="cc-list-title">Active ({active.length})</h2>
      {active.length === 0 ? <p className="muted cc-all-quiet">All quiet: no active SOS or pending concern.</p> : <ul className="cc-incident-list">{active.map(item)}</ul>}
      {ended.length > 0 ? (
        <>
          <h2 className="cc-list-title">Last 24 hours ({ended.length})</h2>
          <ul className="cc-incident-list">{ended.map(item)}</ul>
        </>
      ) : null}
    </div>
  );
}
