import type { HubOverview } from '../../../../shared/api/command';
import { formatUptime } from '../format';
import { navigateTo } from '../shell/hub-route';

type Tile = { label: string; value: string | number; testId?: string; alert?: boolean; onClick?: () => void };

function StatTile({ label, value, testId, alert, onClick }: Tile) {
  const body = (
    <>
      <span className="stat-value" data-testid={testId}>
        {value}
      </span>
      <span className="stat-label">{label}</span>
    </>
  );
  const className = `card stat cc-stat${alert ? ' cc-stat-alert' : ''}`;
  return onClick ? (
    <button type="button" className={className} onClick={onClick}>
      {body}
    </button>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** The numbers a coordinator glances at: people, emergencies, audio, uptime. */
export function StatTiles({ overview }: { overview: HubOverview }) {
  const toIncidents = () => navigateTo('incidents');
  return (
    <div className="cc-stats">
      <StatTile label="Active SOS" value={overview.activeSos} testId="hub-active-sos" alert={overview.activeSos > 0} onClick={toIncidents} />
      <StatTile label="Pending concerns" value={overview.pendingConcerns} testId="hub-pending-concerns" alert={overview.pendingConcerns > 0} onClick={toIncidents} />
      <StatTile label="Audio rooms live" value={overview.audioRoomsLive} testId="hub-audio-live" />
      <StatTile label="Residents" value={overview.residentsRegistered} testId="hub-residents" />
      <StatTile label="Online (last 5 min)" value={overview.residentsOnline} testId="hub-online" />
      <StatTile label={`Uptime · v${overview.version}`} value={formatUptime(overview.uptimeSec)} />
    </div>
  );
}
