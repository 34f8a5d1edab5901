import { z } from 'zod';
import { roomTokenResponseSchema } from '../../../../shared/api/audio';
import { incidentsResponseSchema, timelineResponseSchema, type IncidentKind } from '../../../../shared/api/command';
import { hubRequest } from '../hub-api';

export function fetchIncidents(since?: number) {
  return hubRequest(`/api/hub/incidents${since === undefined ? '' : `?since=${since}`}`, { schema: incidentsResponseSchema });
}

export function fetchTimeline(kind: IncidentKind, id: string) {
  return hubRequest(`/api/hub/incidents/${kind}/${encodeURIComponent(id)}/timeline`, { schema: timelineResponseSchema });
}

/** A five-minute ticket that lets the coordinator's browser join a room as a listener. */
export function fetchRoomTicket(roomId: string) {
  return hubRequest(`/api/hub/rooms/${encodeURIComponent(roomId)}/token`, { method: 'POST', body: {}, schema: roomTokenResponseSchema });
}

export const audioStatsSchema = z.object({ rooms: z.number(), publishers: z.number(), subscribers: z.number() });
