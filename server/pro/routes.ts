import Router from '@koa/router';
import { z } from 'zod';
import { userIdQuerySchema } from '../../shared/api/common';
import { activateCardRequestSchema, subscribeRequestSchema, type SubscribeResponse } from '../../shared/api/pro';
import { ERROR_CODES } from '../../shared/errors';
import type { HubDeps } from '../deps';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import type { HubContext, HubState } from '../http/types';
import { parseWith } from '../http/validate';
import { readRawBody } from '../http/body';
import { getHubSettings } from '../hub-settings/hub-settings-repo';
import { assertSelf, currentUser, requireResident } from '../identity/auth';
import { activateCard } from './cards';
import { balanceOf } from './ledger';
import { createProCheckout, fulfilPaidSession, stripeClient } from './stripe';
import { subscribeWithJin } from './subscriptions';

const returnQuery = z.object({ session_id: z.string().min(8).max(255) });

/** JIN balance, prepaid cards, subscribing, and the Stripe return and webhook. */
export function proRoutes(deps: HubDeps): Router<HubState> {
  const router = new Router<HubState>();

  router.get('/jin/balance', requireResident, (ctx) => {
    const { userId } = parseWith(userIdQuerySchema, ctx.query);
    assertSelf(ctx, userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { balance_jin: balanceOf(deps.db, userId) };
  });

  router.post('/jin/activate-card', requireResident, (ctx) => {
    const { userId, cardCode } = parseWith(activateCardRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const result = activateCard(deps.db, userId, cardCode, deps.now());
    if (!result.ok) {
      if (result.reason === 'rate_limited') {
        ctx.set('Retry-After', String(15 * 60));
        throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many wrong card codes. Please wait 15 minutes and try again.');
      }
      if (result.reason === 'already_redeemed') throw conflict('card_already_redeemed', 'This card has already been used.');
      throw notFound('card_not_found', 'This card code is not valid. Check the code and try again.');
    }
    deps.events.emit('balance-changed', { userId, balanceJin: result.newBalance });
    ctx.body = { amount_jin: result.amountJin, newBalance: result.newBalance };
  });

  router.post('/subscriptions/subscribe', requireResident, async (ctx) => {
    const { userId } = parseWith(subscribeRequestSchema, ctx.state.body);
    assertSelf(ctx, userId);
    const paid = subscribeWithJin(deps.db, userId, deps.now());
    if (paid.ok) {
      if (!paid.alreadyPro) {
        deps.events.emit('pro-changed', { userId, proActive: true });
        deps.events.emit('balance-changed', { userId, balanceJin: paid.newBalance });
      }
      ctx.body = {
        ok: true,
        provider: 'jin',
        newBalance: paid.newBalance,
        alreadyPro: paid.alreadyPro,
        message: paid.alreadyPro ? 'Pro is already active on this device.' : 'Pro is active for one month.',
      } satisfies SubscribeResponse;
      return;
    }
    const stripe = stripeClient(deps);
    if (!stripe) {
      throw new HttpError(
        402,
        'payment_unavailable',
        `Pro costs 2 JIN and your balance is ${paid.balance} JIN. Card payments are not set up on this hub: top up with a prepaid card from your coordinator.`,
      );
    }
    let url: string;
    try {
      url = await createProCheckout(deps, stripe, currentUser(ctx).id, origin(ctx));
    } catch (error) {
      deps.log.error('[hub] Stripe checkout failed', error);
      throw new HttpError(503, ERROR_CODES.serviceUnavailable, 'Card payments are not reachable right now. Please try again later.');
    }
    ctx.body = {
      ok: false,
      provider: 'stripe',
      action: 'checkout',
      url,
      newBalance: paid.balance,
      message: 'Not enough JIN: continue to card payment.',
    } satisfies SubscribeResponse;
  });

  /** Stripe sends the resident back here; the hub asks Stripe whether the session was paid. */
  router.get('/stripe/return', async (ctx) => {
    const { session_id: sessionId } = parseWith(returnQuery, ctx.query);
    const stripe = stripeClient(deps);
    if (!stripe) throw new HttpError(503, 'payment_unavailable', 'Card payments are not set up on this hub');
    let outcome = 'failed';
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      fulfilPaidSession(deps, session);
      outcome = session.payment_status === 'paid' ? 'success' : 'pending';
    } catch (error) {
      deps.log.warn('[hub] Stripe return verification failed', error);
    }
    ctx.redirect(`/?checkout=${outcome}#pro`);
  });

  router.post('/stripe/webhook', async (ctx) => {
    const stripe = stripeClient(deps);
    const secret = getHubSettings(deps.db).stripeWebhookSecret;
    if (!stripe || !secret) throw new HttpError(503, 'payment_unavailable', 'Card payments are not set up on this hub');
    // Signature checks need the exact bytes, so this route skips the JSON body reader.
    const raw = await readRawBody(ctx, 256 * 1024);
    const signature = ctx.get('stripe-signature');
    let event: ReturnType<typeof stripe.webhooks.constructEvent>;
    try {
      event = stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw badRequest('invalid_signature', 'The webhook signature does not verify');
    }
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      fulfilPaidSession(deps, event.data.object);
    }
    ctx.body = { received: true };
  });

  return router;
}

function origin(ctx: HubContext): string {
  return `${ctx.protocol}://${ctx.host}`;
}

