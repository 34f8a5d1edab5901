import type { TrustedContact } from '../../shared/api/contacts';
import type { Db } from '../db/database';

type ContactRow = { contact_user_id: string; name: string; added_at: number };

const toContact = (row: ContactRow): TrustedContact => ({
  contactUserId: row.contact_user_id,
  name: row.name,
  addedAt: row.added_at,
});

export function listContacts(db: Db, userId: string): TrustedContact[] {
  return db
    .prepare<[string], ContactRow>(
      'SELECT contact_user_id, name, added_at FROM trusted_contacts WHERE user_id = ? ORDER BY added_at, name',
    )
    .all(userId)
    .map(toContact);
}

export function findContact(db: Db, userId: string, contactUserId: string): TrustedContact | undefined {
  const row = db
    .prepare<[string, string], ContactRow>(
      'SELECT contact_user_id, name, added_at FROM trusted_contacts WHERE user_id = ? AND contact_user_id = ?',
    )
    .get(userId, contactUserId);
  return row && toContact(row);
}

export function nicknameTaken(db: Db, userId: string, name: string, exceptContactId?: string): boolean {
  const row = db
    .prepare<[string, string, string], { n: number }>(
      `SELECT count(*) AS n FROM trusted_contacts
       WHERE user_id = ? AND name = ? COLLATE NOCASE AND contact_user_id != ?`,
    )
    .get(userId, name, exceptContactId ?? '');
  return (row?.n ?? 0) > 0;
}

export function insertContact(db: Db, userId: string, contactUserId: string, name: string, now: number): TrustedContact {
  db.prepare('INSERT INTO trusted_contacts (user_id, contact_user_id, name, added_at) VALUES (?, ?, ?, ?)').run(
    userId,
    contactUserId,
    name,
    now,
  );
  return { contactUserId, name, addedAt: now };
}

export function renameContact(db: Db, userId: string, contactUserId: string, name: string): void {
  db.prepare('UPDATE trusted_contacts SET name = ? WHERE user_id = ? AND contact_user_id = ?').run(name, userId, contactUserId);
}

export function deleteContact(db: Db, userId: string, contactUserId: string): boolean {
  return db.prepare('DELETE FROM trusted_contacts WHERE user_id = ? AND contact_user_id = ?').run(userId, contactUserId).changes > 0;
}

/** The owners whose lists include this user: the people whose SOS this user may hear. */
export function ownersTrusting(db: Db, contactUserId: string): string[] {
  return db
    .prepare<[string], { user_id: string }>('SELECT user_id FROM trusted_contacts WHERE contact_user_id = ?')
    .all(contactUserId)
    .map((row) => row.user_id);
}
