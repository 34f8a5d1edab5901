import { randomUUID } from 'node:crypto';
import type { FamilyMember } from '../../shared/api/walking';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

type FamilyRow = { id: string; name: string; relationship: string; family_user_id: string | null };

export function listFamily(db: Db, userId: string): FamilyMember[] {
  return prepared<[string], FamilyRow>(
    db,
    'SELECT id, name, relationship, family_user_id FROM user_family WHERE user_id = ? ORDER BY created_at, name',
  )
    .all(userId)
    .map((row) => ({ id: row.id, name: row.name, relationship: row.relationship, familyUserId: row.family_user_id }));
}

export function familyLinkExists(db: Db, userId: string, familyUserId: string): boolean {
  return (
    prepared<[string, string], { n: number }>(
      db,
      'SELECT count(*) AS n FROM user_family WHERE user_id = ? AND family_user_id = ?',
    ).get(userId, familyUserId)!.n > 0
  );
}

export function insertFamilyMember(
  db: Db,
  userId: string,
  member: { name: string; relationship: string; familyUserId: string | undefined },
  now: number,
): string {
  const id = randomUUID();
  prepared(
    db,
    'INSERT INTO user_family (id, user_id, name, relationship, family_user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, userId, member.name, member.relationship, member.familyUserId ?? null, now);
  return id;
}

export function deleteFamilyMember(db: Db, userId: string, id: string): boolean {
  return prepared(db, 'DELETE FROM user_family WHERE id = ? AND user_id = ?').run(id, userId).changes > 0;
}

/** One household: either of the two lists the other as a family member by device id. */
export function sameHousehold(db: Db, a: string, b: string): boolean {
  return (
    prepared<[string, string, string, string], { n: number }>(
      db,
      `SELECT (SELECT count(*) FROM user_family WHERE user_id = ? AND family_user_id = ?)
            + (SELECT count(*) FROM user_family WHERE user_id = ? AND family_user_id = ?) AS n`,
    ).get(a, b, b, a)!.n > 0
  );
}
