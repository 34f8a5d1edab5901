import { useEffect } from 'react';
import { useAlarmStore } from '../alarm/alarm-store';
import { formatTime } from '../format';
import { IncidentDetail } from './IncidentDetail';
import { IncidentList } from './IncidentList';
import { IncidentMap } from './IncidentMap';
import { findIncident, useIncidentsStore, type IncidentRef } from './incidents-store';

/** The live board: a map of live incidents beside the list, or one incident's detail. */
export function IncidentsPage() {
  const incidents = useIncidentsStore((state) => state.incidents);
  const loaded = useIncidentsStore((state) => state.loaded);
  const error = useIncidentsStore((state) => state.error);
  const serverTime = useIncidentsStore((state) => state.serverTime);
  const selected = useIncidentsStore((state) => state.selected);
  const select = useIncidentsStore((state) => state.select);
  const acknowledge = useAlarmStore((state) => state.acknowledge);

  // Opening an SOS is how the coordinator says "seen": its alarm stops.
  useEffect(() => {
    if (selected) acknowledge(selected.id);
  }, [selected, acknowledge]);

  const open = (ref: IncidentRef | null) => select(ref);
  return (
    <div className="cc-page cc-incidents">
      <div className="cc-board-bar">
        <p className="muted cc-small" role="status">
          {error ? <span className="cc-error-text">{error}</span> : loaded ? `Updated ${formatTime(serverTime)} · every 3 s` : 'Loading…'}
        </p>
      </div>
      <div className="cc-board">
        <div className="cc-board-side">
          {selected ? (
            <IncidentDetail key={`${selected.kind}/${selected.id}`} target={selected} fallback={findIncident(incidents, selected)} onClose={() => open(null)} onOpen={open} />
          ) : (
            <IncidentList incidents={incidents} now={serverTime || Date.now()} selected={selected} onSelect={open} />
          )}
        </div>
        <IncidentMap incidents={incidents} selected={selected} onSelect={open} />
      </div>
    </div>
  );
}
