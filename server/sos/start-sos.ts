import { randomBytes, randomUUID } from 'node:crypto';
import { SOS_COOLDOWN_MS, SOS_EXPIRY_MS } from '../../shared/constants';
import type { LatLng } from '../../shared/geo';
import type { Db } from '../db/database';
import { listContacts } from '../contacts/contacts-repo';
import { alertableUsersNear } from '../location/nearby';
import { addRecipients, endSos, insertSos, lastTriggerAt, activeSosOf, type SosRow, findSos } from './sos-repo';

export type StartSosInput = {
  userId: string;
  location: LatLng & { accuracy?: number };
  message?: string;
  allowStreet: boolean;
  radiusM: number;
  now: number;
};

export type StartSosResult =
  | { ok: true; event: SosRow; recipients: string[]; superseded: string[] }
  | { ok: false; cooldownExpiresAt: number };

/**
 * Who an SOS goes to (DESIGN.md §5): the sender's trusted contacts always; with allowStreet,
 * also everyone whose last location is within the radius and who accepts emergency alerts.
 */
export function recipientsFor(db: Db, senderId: string, center: LatLng, radiusM: number, allowStreet: boolean) {
  const recipients = new Map<string, 'contact' | 'nearby'>();
  if (allowStreet) {
    for (const near of alertableUsersNear(db, center, radiusM)) recipients.set(near.userId, 'nearby');
  }
  for (const contact of listContacts(db, senderId)) recipients.set(contact.contactUserId, 'contact');
  recipients.delete(senderId);
  return recipients;
}

/** New audio room ids are unguessable: 128 random bits. */
export const newRoomId = () => randomBytes(16).toString('base64url');

/**
 * Starts an SOS in one transaction: the cooldown check, the event, its trigger and its
 * recipients either all happen or none do, so two quick presses cannot both pass the cooldown.
 */
export function startSos(db: Db, input: StartSosInput): StartSosResult {
  return db.transaction((): StartSosResult => {
    const last = lastTriggerAt(db, input.userId);
    if (last !== undefined && input.now - last < SOS_COOLDOWN_MS) {
      return { ok: false, cooldownExpiresAt: last + SOS_COOLDOWN_MS };
    }
    // A new alert replaces one still running from before the cooldown: one live SOS per person.
    const superseded = activeSosOf(db, input.userId).map((row) => row.id);
    for (const id of superseded) endSos(db, id, 'inactive', input.now);

    const id = randomUUID();
    insertSos(db, {
      id,
      user_id: input.userId,
      message: input.message ?? null,
      severity: 'critical',
      lat: input.location.lat,
      lng: input.location.lng,
      accuracy: input.location.accuracy ?? null,
      radius_m: input.radiusM,
      allow_street: input.allowStreet ? 1 : 0,
      created_at: input.now,
      expires_at: input.now + SOS_EXPIRY_MS,
      cooldown_expires_at: input.now + SOS_COOLDOWN_MS,
      pcm_room_id: newRoomId(),
      escalated_from_proxy: 0,
      original_proxy_message: null,
    });
    db.prepare('INSERT INTO sos_triggers (sos_id, user_id, triggered_at) VALUES (?, ?, ?)').run(id, input.userId, input.now);
    const recipients = recipientsFor(db, input.userId, input.location, input.radiusM, input.allowStreet);
    addRecipients(db, id, recipients, input.now);
    return { ok: true, event: findSos(db, id)!, recipients: [...recipients.keys()], superseded };
  })();
}
