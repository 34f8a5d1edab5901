import { create } from 'zustand';
import type { Incident, IncidentKind } from '../../../../shared/api/command';
import { errorMessage } from '../../api/client';
import { useAlarmStore } from '../alarm/alarm-store';
import { navigateTo } from '../shell/hub-route';
import { fetchIncidents } from './incidents-api';

export const INCIDENT_POLL_MS = 3000;

export type IncidentRef = { kind: IncidentKind; id: string };

type IncidentsState = {
  incidents: Incident[];
  loaded: boolean;
  error: string | null;
  serverTime: number;
  selected: IncidentRef | null;
  /** Every id the board has shown; only ids not in here can raise an alarm. */
  seen: Set<string>;
  poll: () => Promise<void>;
  select: (ref: IncidentRef | null) => void;
};

export const isActive = (incident: Incident) => incident.status === 'active' || incident.status === 'pending';

/** On the live part of the board: active or pending, or a concern escalated to an SOS that is still active. */
export function isLive(incident: Incident, all: Incident[]): boolean {
  if (isActive(incident)) return true;
  if (incident.kind !== 'concern' || incident.status !== 'escalated' || !incident.escalatedSosId) return false;
  return all.some((other) => other.kind === 'sos' && other.id === incident.escalatedSosId && other.status === 'active');
}

function openIncident(incident: Incident): void {
  useIncidentsStore.getState().select({ kind: incident.kind, id: incident.id });
  useAlarmStore.getState().acknowledge(incident.id);
  navigateTo('incidents');
}

/**
 * The live incident board, polled every 3 s while the command centre is open (whatever page
 * shows), so a new SOS rings even while the coordinator is minting cards.
 */
export const useIncidentsStore = create<IncidentsState>()((set, get) => ({
  incidents: [],
  loaded: false,
  error: null,
  serverTime: 0,
  selected: null,
  seen: new Set(),
  poll: async () => {
    const answer = await fetchIncidents().catch((error: unknown) => {
      set({ error: errorMessage(error, 'The hub did not answer. Retrying…') });
      return null;
    });
    if (!answer) return;
    const { loaded, seen } = get();
    const alarm = useAlarmStore.getState();
    // What is already there when the page opens is shown, not rung: only news alarms.
    if (loaded) {
      for (const incident of answer.incidents) {
        if (seen.has(incident.id) || !isActive(incident)) continue;
        if (incident.kind === 'sos') alarm.raise(incident, openIncident);
        else alarm.chime();
      }
    }
    for (const incident of answer.incidents) seen.add(incident.id);
    alarm.keepOnly(new Set(answer.incidents.filter((incident) => incident.kind === 'sos' && isActive(incident)).map((i) => i.id)));
    set({ incidents: answer.incidents, serverTime: answer.serverTime, loaded: true, error: null });
  },
  select: (selected) => set({ selected }),
}));

export { openIncident };

export function findIncident(incidents: Incident[], ref: IncidentRef | null): Incident | undefined {
  return ref ? incidents.find((incident) => incident.kind === ref.kind && incident.id === ref.id) : undefined;
}
