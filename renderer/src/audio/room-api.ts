import { roomTokenResponseSchema, sosRoomResponseSchema } from '../../../shared/api/audio';
import { apiRequest } from '../api/client';

/** POST /api/sos-room: the caller's audio room for their active SOS (404 no_active_sos without one). */
export function createSosRoom(userId: string) {
  return apiRequest('/api/sos-room', { method: 'POST', body: { userId }, schema: sosRoomResponseSchema });
}

/** POST /api/sos/room-token: a short-lived ticket for the room (spec: used by a test helper). */
export function fetchRoomToken(roomId: string, userId: string) {
  return apiRequest('/api/sos/room-token', { method: 'POST', body: { roomId, userId }, schema: roomTokenResponseSchema });
}
