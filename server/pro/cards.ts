import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { balanceOf, credit } from './ledger';

/** Crockford's base32: no I, L, O or U, so codes survive being read aloud and typed. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 20; // 100 random bits
const GROUP = 4;

export function newCardCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[bytes[i]! & 31];
  return code.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
}

/** What a resident typed or scanned, reduced to the code's characters (O→0, I/L→1). */
export function normalizeCardCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Codes carry 100 random bits, so a plain hash is enough: there is nothing to brute-force offline. */
export const hashCardCode = (input: string) => createHash('sha256').update(normalizeCardCode(input)).digest('hex');

export function mintCards(db: Db, count: number, amountJin: number, now: number) {
  const batchId = randomUUID();
  const insert = db.prepare(
    'INSERT INTO prepaid_cards (id, code_hash, code_hint, amount_jin, batch_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const cards = db.transaction(() =>
    Array.from({ length: count }, () => {
      const id = randomUUID();
      const code = newCardCode();
      insert.run(id, hashCardCode(code), code.slice(-4), amountJin, batchId, now);
      return { id, code, amountJin };
    }),
  )();
  return { batchId, cards };
}

export const WRONG_CODE_WINDOW_MS = 15 * 60_000;
export const WRONG_CODES_ALLOWED = 5;

export type Activation =
  | { ok: true; amountJin: number; newBalance: number }
  | { ok: false; reason: 'rate_limited' | 'not_found' | 'already_redeemed' };

/**
 * Redeems a card once, atomically: the conditional update and the ledger credit share a
 * transaction, so fifty simultaneous activations of one card credit it exactly once.
 */
export function activateCard(db: Db, userId: string, code: string, now: number): Activation {
  return db.transaction((): Activation => {
    const recent = db
      .prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM card_attempts WHERE user_id = ? AND attempted_at > ?')
      .get(userId, now - WRONG_CODE_WINDOW_MS)!.n;
    if (recent >= WRONG_CODES_ALLOWED) return { ok: false, reason: 'rate_limited' };
    const card = db
      .prepare<[string], { id: string; amount_jin: number; redeemed_by: string | null }>(
        'SELECT id, amount_jin, redeemed_by FROM prepaid_cards WHERE code_hash = ?',
      )
      .get(hashCardCode(code));
    if (!card) {
      db.prepare('INSERT INTO card_attempts (user_id, attempted_at) VALUES (?, ?)').run(userId, now);
      return { ok: false, reason: 'not_found' };
    }
    const claimed = db
      .prepare('UPDATE prepaid_cards SET redeemed_by = ?, redeemed_at = ? WHERE id = ? AND redeemed_by IS NULL AND redeemed_at IS NULL')
      .run(userId, now, card.id).changes;
    if (!claimed) return { ok: false, reason: 'already_redeemed' };
    credit(db, { userId, amountJin: card.amount_jin, memo: 'Prepaid card', externalTxId: `card:${card.id}`, now });
    return { ok: true, amountJin: card.amount_jin, newBalance: balanceOf(db, userId) };
  })();
}

export function listCards(db: Db) {
  return db
    .prepare<[], { id: string; batch_id: string; amount_jin: number; code_hint: string; created_at: number; redeemed_by: string | null; redeemed_at: number | null }>(
      'SELECT id, batch_id, amount_jin, code_hint, created_at, redeemed_by, redeemed_at FROM prepaid_cards ORDER BY created_at DESC, id LIMIT 5000',
    )
    .all()
    .map((row) => ({
      id: row.id,
      batchId: row.batch_id,
      amountJin: row.amount_jin,
      hint: row.code_hint,
      createdAt: row.created_at,
      redeemedBy: row.redeemed_by,
      redeemedAt: row.redeemed_at,
      status: row.redeemed_at === null ? ('unused' as const) : ('redeemed' as const),
    }));
}
