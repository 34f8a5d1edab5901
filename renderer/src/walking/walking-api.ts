import {
  addFamilyMemberResponseSchema,
  familyListResponseSchema,
  homeResponseSchema,
  proximityPreferencesResponseSchema,
  successResponseSchema,
  walkBeatResponseSchema,
  walkStartResponseSchema,
  walkStopResponseSchema,
  type AddFamilyMemberRequest,
  type ProximityPreferences,
  type WalkBeatRequest,
} from '../../../shared/api/walking';
import type { LatLng } from '../../../shared/geo';
import { apiRequest } from '../api/client';

/** Walking, home anchor, family and proximity-preference calls (DESIGN.md §8), parsed with the shared schemas. */

export const startWalk = () => apiRequest('/api/walk/start', { method: 'POST', body: {}, schema: walkStartResponseSchema });

export const sendBeat = (beat: WalkBeatRequest) =>
  apiRequest('/api/walk/beat', { method: 'POST', body: beat, schema: walkBeatResponseSchema });

export const stopWalk = () => apiRequest('/api/walk/stop', { method: 'POST', body: {}, schema: walkStopResponseSchema });

export async function fetchHome() {
  return (await apiRequest('/api/home', { schema: homeResponseSchema })).home;
}

export async function setHome(position: LatLng) {
  return (await apiRequest('/api/home', { method: 'PUT', body: position, schema: homeResponseSchema })).home;
}

export async function clearHome() {
  await apiRequest('/api/home', { method: 'DELETE', schema: successResponseSchema });
}

export async function fetchFamily() {
  return (await apiRequest('/api/family', { schema: familyListResponseSchema })).familyMembers;
}

export async function addFamilyMember(member: AddFamilyMemberRequest) {
  return (await apiRequest('/api/family', { method: 'POST', body: member, schema: addFamilyMemberResponseSchema })).id;
}

export async function removeFamilyMember(id: string) {
  await apiRequest(`/api/family/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successResponseSchema });
}

export async function fetchProximityPreferences() {
  return (await apiRequest('/api/proximity/preferences', { schema: proximityPreferencesResponseSchema })).preferences;
}

export async function updateProximityPreferences(update: Partial<ProximityPreferences>) {
  return (await apiRequest('/api/proximity/preferences', { method: 'PUT', body: update, schema: proximityPreferencesResponseSchema }))
    .preferences;
}
