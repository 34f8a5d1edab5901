import Stripe from 'stripe';
import { PRO_PRICE_USD } from '../../shared/constants';
import type { HubDeps } from '../deps';
import { getHubSettings } from '../hub-settings/hub-settings-repo';
import { fulfilStripeCheckout } from './subscriptions';

/** A Stripe client when card payments are configured on this hub, else null. */
export function stripeClient(deps: HubDeps): Stripe | null {
  const key = getHubSettings(deps.db).stripeSecretKey;
  if (!key) return null;
  return new Stripe(key, { ...deps.integrations.stripeApi, maxNetworkRetries: 1, timeout: 15_000 });
}

/** A Checkout session for one month of Pro (USD 10), returning to this hub's own origin. */
export async function createProCheckout(deps: HubDeps, stripe: Stripe, userId: string, origin: string): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: userId,
    metadata: { userId, plan: 'pro-monthly' },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: PRO_PRICE_USD * 100,
          product_data: { name: 'NeighborWatch Pro, one month' },
        },
      },
    ],
    success_url: `${origin}/api/stripe/return?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/?checkout=cancelled#pro`,
  });
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
  deps.db
    .prepare('INSERT INTO stripe_checkouts (session_id, user_id, amount_usd_cents, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .run(session.id, userId, PRO_PRICE_USD * 100, deps.now());
  return session.url;
}

/**
 * Fulfils a Checkout session that Stripe says is paid. Both the return URL and the webhook
 * call this; the checkout row makes the second call a no-op.
 */
export function fulfilPaidSession(deps: HubDeps, session: Pick<Stripe.Checkout.Session, 'id' | 'payment_status' | 'client_reference_id'>): boolean {
  if (session.payment_status !== 'paid') return false;
  const result = fulfilStripeCheckout(deps.db, session.id, deps.now());
  // A session the hub didn't create (or for another resident) is ignored.
  if (result.userId && result.userId !== session.client_reference_id) return false;
  if (result.fulfilled && result.userId) deps.events.emit('pro-changed', { userId: result.userId, proActive: true });
  return result.fulfilled;
}
