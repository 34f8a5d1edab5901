import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { findContact } from '../contacts/contacts-repo';
import type { SosRow } from '../sos/sos-repo';

export function eventForRoom(db: Db, roomId: string): SosRow | undefined {
  return prepared<[string], SosRow>(db, 'SELECT * FROM sos_events WHERE pcm_room_id = ?').get(roomId);
}

/** Who may hear a room (DESIGN.md §6): the sender's trusted contacts; the coordinator separately. */
export function mayListen(db: Db, event: SosRow, userId: string): boolean {
  return Boolean(findContact(db, event.user_id, userId));
}
