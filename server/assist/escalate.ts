import { randomUUID } from 'node:crypto';
import { SOS_EXPIRY_MS } from '../../shared/constants';
import type { Db } from '../db/database';
import type { HubDeps } from '../deps';
import { addRecipients, insertSos } from '../sos/sos-repo';
import { newRoomId, recipientsFor } from '../sos/start-sos';
import { closeConcern, linkEscalatedSos, type ConcernRow } from './concerns-repo';

export type Escalation = { concernId: string; sosId: string; flaggerId: string; recipients: string[] };

/**
 * Turns a pending concern into a full SOS (DESIGN.md §7). Call inside a transaction: the
 * conditional status change lets exactly one of several racing escalations through, and only
 * that one inserts the SOS. Unlike a pressed SOS button there is no cooldown and no trigger
 * row: the flagger did not press anything, and their own SOS button must stay usable.
 */
export function escalateConcern(db: Db, concern: ConcernRow, now: number): Escalation | undefined {
  if (!closeConcern(db, concern.id, { status: 'escalated', closeReason: null, now })) return undefined;
  const sosId = randomUUID();
  const center = { lat: concern.lat, lng: concern.lng };
  insertSos(db, {
    id: sosId,
    // The flagger is the initiator (DESIGN.md §7): their feed treats it as their own, with no siren.
    user_id: concern.user_id,
    message: concern.message,
    severity: 'critical',
    lat: concern.lat,
    lng: concern.lng,
    accuracy: null,
    radius_m: concern.radius_m,
    // A street alert: neighbours who arrive inside the radius later also receive it (sos/poll.ts).
    allow_street: 1,
    created_at: now,
    expires_at: now + SOS_EXPIRY_MS,
    cooldown_expires_at: now,
    pcm_room_id: newRoomId(),
    escalated_from_proxy: 1,
    original_proxy_message: concern.message,
  });
  const recipients = recipientsFor(db, concern.user_id, center, concern.radius_m, true);
  addRecipients(db, sosId, recipients, now);
  linkEscalatedSos(db, concern.id, sosId);
  return { concernId: concern.id, sosId, flaggerId: concern.user_id, recipients: [...recipients.keys()] };
}

/** After the transaction committed: tell the rest of the hub (push, command centre). */
export function announceEscalation(deps: HubDeps, escalation: Escalation): void {
  deps.events.emit('sos-started', {
    eventId: escalation.sosId,
    userId: escalation.flaggerId,
    recipients: escalation.recipients,
  });
  deps.events.emit('concern-changed', { concernId: escalation.concernId });
}
