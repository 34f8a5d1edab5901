import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { deviceIdSchema } from '../../shared/api/common';
import { creditJinRequestSchema, grantProRequestSchema, mintCardsRequestSchema, type ResidentSummary } from '../../shared/api/pro';
import type { HubDeps } from '../deps';
import { requireAdmin } from '../hub/admin-token';
import { notFound } from '../http/errors';
import type { HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { findUser } from '../identity/users-repo';
import { listCards, mintCards } from './cards';
import { balanceOf, credit } from './ledger';
import { setPro } from './subscriptions';

const residentParam = z.object({ id: deviceIdSchema });

/** The coordinator's Pro and JIN tools: cards, residents, grants and credits. */
export function proAdminRoutes(deps: HubDeps, adminToken: string): Router<HubState> {
  const router = new Router<HubState>({ prefix: '/hub' });
  router.use(requireAdmin(adminToken));

  router.post('/cards', (ctx) => {
    const { count, amountJin } = parseWith(mintCardsRequestSchema, ctx.state.body);
    ctx.status = 201;
    ctx.body = mintCards(deps.db, count, amountJin, deps.now());
  });

  router.get('/cards', (ctx) => {
    ctx.body = { cards: listCards(deps.db) };
  });

  router.get('/residents', (ctx) => {
    ctx.body = { residents: listResidents(deps) };
  });

  router.post('/residents/:id/pro', (ctx) => {
    const { id } = parseWith(residentParam, ctx.params);
    const { active } = parseWith(grantProRequestSchema, ctx.state.body);
    if (!findUser(deps.db, id)) throw notFound('user_not_found', 'No resident with this device ID');
    deps.db.transaction(() => {
      setPro(deps.db, id, active, deps.now());
      // Revoking also stops a running subscription, so the renewal job doesn't turn it back on.
      if (!active) {
        deps.db
          .prepare("UPDATE subscriptions SET status = 'canceled', canceled_at = ?, updated_at = ? WHERE user_id = ? AND status IN ('active', 'in_grace')")
          .run(deps.now(), deps.now(), id);
      }
    })();
    deps.events.emit('pro-changed', { userId: id, proActive: active });
    ctx.body = { id, proActive: active };
  });

  router.post('/residents/:id/jin', (ctx) => {
    const { id } = parseWith(residentParam, ctx.params);
    const { amountJin, memo } = parseWith(creditJinRequestSchema, ctx.state.body);
    if (!findUser(deps.db, id)) throw notFound('user_not_found', 'No resident with this device ID');
    const balance = deps.db.transaction(() => {
      credit(deps.db, { userId: id, amountJin, memo: `Coordinator: ${memo}`, externalTxId: `coordinator:${randomUUID()}`, now: deps.now() });
      return balanceOf(deps.db, id);
    })();
    deps.events.emit('balance-changed', { userId: id, balanceJin: balance });
    ctx.body = { id, balanceJin: balance };
  });

  return router;
}

function listResidents(deps: HubDeps): ResidentSummary[] {
  return deps.db
    .prepare<[], { id: string; display_name: string; pro_active: number; created_at: number; last_seen_at: number | null; balance: number; status: string | null }>(
      `SELECT u.id, u.display_name, u.pro_active, u.created_at, u.last_seen_at,
         coalesce((SELECT sum(CASE direction WHEN 'credit' THEN amount_jin ELSE -amount_jin END) FROM jin_transactions j WHERE j.user_id = u.id), 0) AS balance,
         (SELECT status FROM subscriptions s WHERE s.user_id = u.id) AS status
       FROM users u ORDER BY coalesce(u.last_seen_at, u.created_at) DESC LIMIT 2000`,
    )
    .all()
    .map((row) => ({
      id: row.id,
      displayName: row.display_name,
      proActive: row.pro_active === 1,
      balanceJin: row.balance,
      subscriptionStatus: row.status,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    }));
}
