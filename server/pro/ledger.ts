import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

/** A user's JIN balance: credits minus debits. Call inside the transaction that acts on it. */
export function balanceOf(db: Db, userId: string): number {
  const row = prepared<[string], { balance: number }>(
    db,
    `SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount_jin ELSE -amount_jin END), 0) AS balance
     FROM jin_transactions WHERE user_id = ?`,
  ).get(userId);
  return row?.balance ?? 0;
}

type Entry = { userId: string; amountJin: number; memo: string; externalTxId: string; now: number };

/** Adds a ledger row; the unique external id makes a repeated call a no-op (returns undefined). */
function record(db: Db, direction: 'credit' | 'debit', entry: Entry): number | undefined {
  const result = db
    .prepare(
      `INSERT INTO jin_transactions (user_id, direction, amount_jin, memo, external_tx_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(external_tx_id) DO NOTHING`,
    )
    .run(entry.userId, direction, entry.amountJin, entry.memo, entry.externalTxId, entry.now);
  return result.changes > 0 ? Number(result.lastInsertRowid) : undefined;
}

export const credit = (db: Db, entry: Entry) => record(db, 'credit', entry);

/** Debits only when the balance covers it; returns the ledger row id, or undefined when short. */
export function debit(db: Db, entry: Entry): number | undefined {
  return db.transaction(() => (balanceOf(db, entry.userId) >= entry.amountJin ? record(db, 'debit', entry) : undefined))();
}
