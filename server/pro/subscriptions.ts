import { randomUUID } from 'node:crypto';
import { PRO_PRICE_JIN, PRO_PRICE_USD } from '../../shared/constants';
import type { Db } from '../db/database';
import { balanceOf, debit } from './ledger';

export const GRACE_MS = 3 * 86_400_000;

export type SubscriptionRow = {
  id: string;
  user_id: string;
  price_jin: number;
  status: 'active' | 'past_due' | 'canceled' | 'in_grace' | 'expired';
  current_period_start: number;
  current_period_end: number;
  grace_until: number | null;
  auto_renew: number;
  last_payment_provider: 'jin' | 'stripe' | null;
};

/** One calendar month later (UTC), clamped: 31 Jan → 28/29 Feb. */
export function addMonth(at: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export function subscriptionOf(db: Db, userId: string): SubscriptionRow | undefined {
  return db.prepare<[string], SubscriptionRow>("SELECT * FROM subscriptions WHERE user_id = ? AND plan = 'pro-monthly'").get(userId);
}

export function setPro(db: Db, userId: string, active: boolean, now: number): void {
  db.prepare('UPDATE users SET pro_active = ?, pro_activated_at = CASE WHEN ? THEN ? ELSE pro_activated_at END WHERE id = ?').run(
    active ? 1 : 0,
    active ? 1 : 0,
    now,
    userId,
  );
}

type Payment = { provider: 'jin'; jinTxId: number } | { provider: 'stripe'; stripeTxId: string };

/** Starts or extends the monthly plan by one paid period, with its invoice, and turns Pro on. */
function paidPeriod(db: Db, userId: string, payment: Payment, now: number): void {
  const existing = subscriptionOf(db, userId);
  // Renewing keeps the period boundaries; a lapsed or new plan starts now.
  const start = existing && existing.status !== 'expired' && existing.status !== 'canceled' && existing.current_period_end > now - GRACE_MS
    ? Math.max(existing.current_period_end, existing.status === 'in_grace' ? existing.current_period_end : now)
    : now;
  const end = addMonth(start);
  const id = existing?.id ?? randomUUID();
  db.prepare(
    `INSERT INTO subscriptions (id, user_id, status, current_period_start, current_period_end, last_payment_provider, created_at, updated_at)
     VALUES (?, ?, 'active', ?, ?, ?, ?, ?)
     ON CONFLICT(user_id, plan) DO UPDATE SET status = 'active', current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end, grace_until = NULL, canceled_at = NULL,
       last_payment_provider = excluded.last_payment_provider, last_payment_error = NULL, updated_at = excluded.updated_at`,
  ).run(id, userId, start, end, payment.provider, now, now);
  db.prepare(
    `INSERT INTO invoices (id, subscription_id, user_id, period_start, period_end, amount_jin, amount_usd_cents, status, jin_tx_id, stripe_tx_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'paid', ?, ?, ?)`,
  ).run(
    randomUUID(),
    id,
    userId,
    start,
    end,
    payment.provider === 'jin' ? PRO_PRICE_JIN : 0,
    payment.provider === 'stripe' ? PRO_PRICE_USD * 100 : null,
    payment.provider === 'jin' ? payment.jinTxId : null,
    payment.provider === 'stripe' ? payment.stripeTxId : null,
    now,
  );
  setPro(db, userId, true, now);
}

export type JinSubscribe = { ok: true; newBalance: number; alreadyPro: boolean } | { ok: false; balance: number };

/**
 * Pays a month of Pro from JIN in one transaction. Already Pro: no charge. Two simultaneous
 * calls cannot both debit, because the second sees Pro on (or the balance gone).
 */
export function subscribeWithJin(db: Db, userId: string, now: number): JinSubscribe {
  return db.transaction((): JinSubscribe => {
    const user = db.prepare<[string], { pro_active: number }>('SELECT pro_active FROM users WHERE id = ?').get(userId);
    if (user?.pro_active === 1) return { ok: true, newBalance: balanceOf(db, userId), alreadyPro: true };
    const jinTxId = debit(db, { userId, amountJin: PRO_PRICE_JIN, memo: 'Pro, one month', externalTxId: `subscribe:${userId}:${now}:${randomUUID()}`, now });
    if (jinTxId === undefined) return { ok: false, balance: balanceOf(db, userId) };
    paidPeriod(db, userId, { provider: 'jin', jinTxId }, now);
    return { ok: true, newBalance: balanceOf(db, userId), alreadyPro: false };
  })();
}

/** A verified card payment: one month of Pro, once per Checkout session. */
export function fulfilStripeCheckout(db: Db, sessionId: string, now: number): { fulfilled: boolean; userId?: string } {
  return db.transaction(() => {
    const checkout = db.prepare<[string], { user_id: string; fulfilled_at: number | null }>('SELECT user_id, fulfilled_at FROM stripe_checkouts WHERE session_id = ?').get(sessionId);
    if (!checkout) return { fulfilled: false };
    const claimed = db.prepare('UPDATE stripe_checkouts SET fulfilled_at = ? WHERE session_id = ? AND fulfilled_at IS NULL').run(now, sessionId).changes;
    if (claimed) paidPeriod(db, checkout.user_id, { provider: 'stripe', stripeTxId: sessionId }, now);
    return { fulfilled: claimed > 0, userId: checkout.user_id };
  })();
}

/**
 * The renewal step for one due subscription (DESIGN.md §9): renew from JIN when auto-renew is
 * on and the balance covers it; otherwise 3 days of grace (still Pro); then expired, Pro off.
 */
export function renewOrLapse(db: Db, sub: SubscriptionRow, now: number): SubscriptionRow['status'] {
  return db.transaction(() => {
    if (sub.auto_renew === 1) {
      const jinTxId = debit(db, {
        userId: sub.user_id,
        amountJin: sub.price_jin,
        memo: 'Pro renewal, one month',
        externalTxId: `renew:${sub.id}:${sub.current_period_end}`,
        now,
      });
      if (jinTxId !== undefined) {
        paidPeriod(db, sub.user_id, { provider: 'jin', jinTxId }, now);
        return 'active' as const;
      }
    }
    if (sub.status === 'active') {
      db.prepare("UPDATE subscriptions SET status = 'in_grace', grace_until = ?, last_payment_error = 'insufficient_jin', updated_at = ? WHERE id = ?").run(
        sub.current_period_end + GRACE_MS,
        now,
        sub.id,
      );
      openInvoice(db, sub, 'open', now);
      return 'in_grace' as const;
    }
    if (sub.status === 'in_grace' && sub.grace_until !== null && now >= sub.grace_until) {
      db.prepare("UPDATE subscriptions SET status = 'expired', updated_at = ? WHERE id = ?").run(now, sub.id);
      db.prepare("UPDATE invoices SET status = 'void' WHERE subscription_id = ? AND status = 'open'").run(sub.id);
      setPro(db, sub.user_id, false, now);
      return 'expired' as const;
    }
    return sub.status;
  })();
}

function openInvoice(db: Db, sub: SubscriptionRow, status: 'open', now: number): void {
  db.prepare(
    `INSERT INTO invoices (id, subscription_id, user_id, period_start, period_end, amount_jin, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(randomUUID(), sub.id, sub.user_id, sub.current_period_end, addMonth(sub.current_period_end), sub.price_jin, status, now);
}

export function dueSubscriptions(db: Db, now: number): SubscriptionRow[] {
  return db
    .prepare<[number], SubscriptionRow>("SELECT * FROM subscriptions WHERE status IN ('active', 'in_grace') AND current_period_end <= ?")
    .all(now);
}
