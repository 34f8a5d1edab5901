import type { Migration } from './types';

export const m005: Migration = {
  version: 5,
  name: 'JIN ledger, prepaid cards, subscriptions, invoices, Stripe checkouts',
  sql: `
      -- The JIN ledger: balances are sums over it, never a stored number (DESIGN.md §9).
      CREATE TABLE jin_transactions (
        id INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        direction TEXT NOT NULL CHECK (direction IN ('debit', 'credit')),
        amount_jin INTEGER NOT NULL CHECK (amount_jin > 0),
        memo TEXT NOT NULL,
        external_tx_id TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX jin_transactions_user ON jin_transactions(user_id);

      CREATE TABLE prepaid_cards (
        id TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL UNIQUE,
        code_hint TEXT NOT NULL,
        amount_jin INTEGER NOT NULL CHECK (amount_jin > 0),
        batch_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        redeemed_by TEXT REFERENCES users(id) ON DELETE SET NULL,
        redeemed_at INTEGER
      ) STRICT;
      CREATE INDEX prepaid_cards_batch ON prepaid_cards(batch_id);

      -- Wrong card codes per user, for the brute-force limit.
      CREATE TABLE card_attempts (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        attempted_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX card_attempts_user ON card_attempts(user_id, attempted_at);

      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        plan TEXT NOT NULL DEFAULT 'pro-monthly',
        price_jin INTEGER NOT NULL DEFAULT 2,
        status TEXT NOT NULL CHECK (status IN ('active', 'past_due', 'canceled', 'in_grace', 'expired')),
        current_period_start INTEGER NOT NULL,
        current_period_end INTEGER NOT NULL,
        grace_until INTEGER,
        auto_renew INTEGER NOT NULL DEFAULT 1,
        canceled_at INTEGER,
        billing_preference TEXT NOT NULL DEFAULT 'jin_first_stripe_fallback',
        last_payment_provider TEXT CHECK (last_payment_provider IN ('jin', 'stripe')),
        stripe_customer_id TEXT,
        stripe_subscription_id TEXT,
        last_payment_error TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (user_id, plan)
      ) STRICT;
      CREATE INDEX subscriptions_due ON subscriptions(status, current_period_end);

      CREATE TABLE invoices (
        id TEXT PRIMARY KEY,
        subscription_id TEXT NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        amount_jin INTEGER NOT NULL,
        amount_usd_cents INTEGER,
        status TEXT NOT NULL CHECK (status IN ('paid', 'open', 'void', 'failed')),
        jin_tx_id INTEGER REFERENCES jin_transactions(id),
        stripe_tx_id TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX invoices_user ON invoices(user_id, created_at);

      -- Card payments: fulfilled once per Checkout session, whichever of return or webhook comes first.
      CREATE TABLE stripe_checkouts (
        session_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount_usd_cents INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        fulfilled_at INTEGER
      ) STRICT;
  `,
};
