import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../support/fake-stripe';
import { Resident, resident, startTestHub, type TestHub } from '../support/test-hub';

const clock = { t: Date.UTC(2026, 0, 31, 12, 0, 0) };
let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub({ now: () => clock.t });
});
afterAll(() => hub.stop());

function admin(target: TestHub, method: string, path: string, body?: unknown) {
  return fetch(`${target.url}/api/hub${path}`, {
    method,
    headers: { Authorization: `Bearer ${target.adminToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
}

const balance = async (r: Resident) => (await r.get(`/api/jin/balance?userId=${r.id}&_t=1`)).body.balance_jin as number;
const creditJin = (r: Resident, amountJin: number, target = hub) => admin(target, 'POST', `/residents/${r.id}/jin`, { amountJin, memo: 'test credit' });
const subscribe = (r: Resident) => r.post('/api/subscriptions/subscribe', { userId: r.id });
const isPro = async (r: Resident) => (await r.get(`/api/user/me?userId=${r.id}`)).body.proActive as boolean;

describe('the JIN ledger', () => {
  it('derives the balance from credits and debits', async () => {
    const r = await resident(hub);
    expect(await balance(r)).toBe(0);
    await creditJin(r, 3);
    await creditJin(r, 4);
    expect(await balance(r)).toBe(7);
    expect((await subscribe(r)).body).toMatchObject({ ok: true, provider: 'jin', newBalance: 5 });
    expect(await balance(r)).toBe(5);
    const rows = hub.db.prepare('SELECT direction, amount_jin FROM jin_transactions WHERE user_id = ? ORDER BY id').all(r.id);
    expect(rows).toEqual([
      { direction: 'credit', amount_jin: 3 },
      { direction: 'credit', amount_jin: 4 },
      { direction: 'debit', amount_jin: 2 },
    ]);
  });

  it("refuses someone else's balance", async () => {
    const a = await resident(hub);
    const b = await resident(hub);
    expect((await a.get(`/api/jin/balance?userId=${b.id}`)).status).toBe(403);
  });
});

describe('prepaid cards', () => {
  it('mints long grouped codes once and never shows them again', async () => {
    const minted = await admin(hub, 'POST', '/cards', { count: 3, amountJin: 2 });
    expect(minted.status).toBe(201);
    expect(minted.body.cards).toHaveLength(3);
    for (const card of minted.body.cards) expect(card.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const listed = await admin(hub, 'GET', '/cards');
    expect(JSON.stringify(listed.body)).not.toContain(minted.body.cards[0].code);
    expect(listed.body.cards.find((c: { id: string }) => c.id === minted.body.cards[0].id)).toMatchObject({ status: 'unused', amountJin: 2 });
  });

  it('activates a typed code once, however it was typed', async () => {
    const r = await resident(hub);
    const { body } = await admin(hub, 'POST', '/cards', { count: 1, amountJin: 5 });
    const code: string = body.cards[0].code;
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const first = await r.post('/api/jin/activate-card', { userId: r.id, cardCode: typed });
    expect(first.body).toEqual({ amount_jin: 5, newBalance: 5 });
    const again = await r.post('/api/jin/activate-card', { userId: r.id, cardCode: code });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('card_already_redeemed');
    const listed = await admin(hub, 'GET', '/cards');
    expect(listed.body.cards.find((c: { id: string }) => c.id === body.cards[0].id)).toMatchObject({ status: 'redeemed', redeemedBy: r.id });
  });

  it('credits a card exactly once under 50 concurrent activations', async () => {
    const { body } = await admin(hub, 'POST', '/cards', { count: 1, amountJin: 2 });
    const racers = await Promise.all(Array.from({ length: 10 }, () => resident(hub)));
    const answers = await Promise.all(
      racers.flatMap((r) => Array.from({ length: 5 }, () => r.post('/api/jin/activate-card', { userId: r.id, cardCode: body.cards[0].code }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const credited = hub.db.prepare("SELECT count(*) AS n FROM jin_transactions WHERE external_tx_id = ?").get(`card:${body.cards[0].id}`);
    expect(credited).toEqual({ n: 1 });
  });

  it('answers wrong codes clearly and rate-limits a guesser', async () => {
    const r = await resident(hub);
    const { body } = await admin(hub, 'POST', '/cards', { count: 1, amountJin: 2 });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await r.post('/api/jin/activate-card', { userId: r.id, cardCode: `AAAA-BBBB-CCCC-DDDD-EEE${i}` });
      expect(wrong.status).toBe(404);
      expect(wrong.body).toEqual({ error: 'card_not_found', message: 'This card code is not valid. Check the code and try again.' });
    }
    const blocked = await r.post('/api/jin/activate-card', { userId: r.id, cardCode: body.cards[0].code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('rate_limit_exceeded');
    clock.t += 16 * 60_000;
    expect((await r.post('/api/jin/activate-card', { userId: r.id, cardCode: body.cards[0].code })).status).toBe(200);
  });

  it('requires a code', async () => {
    const r = await resident(hub);
    const answer = await r.post('/api/jin/activate-card', { userId: r.id, cardCode: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].message).toBe('Please enter or scan your card code');
  });
});

describe('subscribing with JIN', () => {
  it('debits 2 JIN, records a paid invoice for one month and turns Pro on', async () => {
    const r = await resident(hub);
    await creditJin(r, 2);
    const answer = await subscribe(r);
    expect(answer.body).toMatchObject({ ok: true, provider: 'jin', newBalance: 0 });
    expect(await isPro(r)).toBe(true);
    const invoice = hub.db.prepare('SELECT amount_jin, status, period_start, period_end FROM invoices WHERE user_id = ?').get(r.id) as any;
    expect(invoice).toMatchObject({ amount_jin: 2, status: 'paid', period_start: clock.t });
    expect(new Date(invoice.period_end).getUTCMonth()).toBe((new Date(clock.t).getUTCMonth() + 1) % 12);
  });

  it('charges exactly once under 100 concurrent calls with exactly 2 JIN', async () => {
    const r = await resident(hub);
    await creditJin(r, 2);
    const answers = await Promise.all(Array.from({ length: 100 }, () => subscribe(r)));
    expect(answers.every((a) => a.status === 200 && a.body.ok === true)).toBe(true);
    expect(hub.db.prepare("SELECT count(*) AS n FROM jin_transactions WHERE user_id = ? AND direction = 'debit'").get(r.id)).toEqual({ n: 1 });
    expect(hub.db.prepare("SELECT count(*) AS n FROM subscriptions WHERE user_id = ? AND status = 'active'").get(r.id)).toEqual({ n: 1 });
    expect(await balance(r)).toBe(0);
  });

  it('does not charge again when already Pro', async () => {
    const r = await resident(hub);
    await creditJin(r, 6);
    await subscribe(r);
    const again = await subscribe(r);
    expect(again.body).toMatchObject({ ok: true, alreadyPro: true, newBalance: 4 });
    expect(await balance(r)).toBe(4);
  });

  it('answers 402 payment_unavailable with too little JIN and no card payments', async () => {
    const r = await resident(hub);
    await creditJin(r, 1);
    const answer = await subscribe(r);
    expect(answer.status).toBe(402);
    expect(answer.body.error).toBe('payment_unavailable');
    expect(await balance(r)).toBe(1);
    expect(await isPro(r)).toBe(false);
  });
});

describe('renewals', () => {
  it('renews from JIN, then gives 3 days of grace, then expires and turns Pro off', async () => {
    const r = await resident(hub);
    await creditJin(r, 4);
    await subscribe(r);
    const sub = () => hub.db.prepare('SELECT status, current_period_end FROM subscriptions WHERE user_id = ?').get(r.id) as { status: string; current_period_end: number };

    clock.t = sub().current_period_end + 1000;
    hub.runJobs();
    expect(sub().status).toBe('active');
    expect(await balance(r)).toBe(0);
    expect(hub.db.prepare("SELECT count(*) AS n FROM invoices WHERE user_id = ? AND status = 'paid'").get(r.id)).toEqual({ n: 2 });

    clock.t = sub().current_period_end + 1000;
    hub.runJobs();
    expect(sub().status).toBe('in_grace');
    expect(await isPro(r)).toBe(true);
    expect(hub.db.prepare("SELECT count(*) AS n FROM invoices WHERE user_id = ? AND status = 'open'").get(r.id)).toEqual({ n: 1 });

    clock.t += 2 * 86_400_000;
    hub.runJobs();
    expect(sub().status).toBe('in_grace');
    clock.t += 86_400_000 + 1000;
    hub.runJobs();
    expect(sub().status).toBe('expired');
    expect(await isPro(r)).toBe(false);
    expect(hub.db.prepare("SELECT count(*) AS n FROM invoices WHERE user_id = ? AND status = 'void'").get(r.id)).toEqual({ n: 1 });
    hub.runJobs(); // idempotent
    expect(sub().status).toBe('expired');
  });

  it('renews during grace once the resident tops up', async () => {
    const r = await resident(hub);
    await creditJin(r, 2);
    await subscribe(r);
    const end = (hub.db.prepare('SELECT current_period_end AS e FROM subscriptions WHERE user_id = ?').get(r.id) as { e: number }).e;
    clock.t = end + 1000;
    hub.runJobs();
    await creditJin(r, 2);
    clock.t += 3600_000;
    hub.runJobs();
    const after = hub.db.prepare('SELECT status, current_period_start FROM subscriptions WHERE user_id = ?').get(r.id);
    expect(after).toEqual({ status: 'active', current_period_start: end });
  });
});

describe('the coordinator', () => {
  it('grants and revokes Pro and credits JIN with a memo', async () => {
    const r = await resident(hub);
    expect((await admin(hub, 'POST', `/residents/${r.id}/pro`, { active: true })).body).toEqual({ id: r.id, proActive: true });
    expect(await isPro(r)).toBe(true);
    await admin(hub, 'POST', `/residents/${r.id}/pro`, { active: false });
    expect(await isPro(r)).toBe(false);
    expect((await creditJin(r, 3)).body).toEqual({ id: r.id, balanceJin: 3 });
    const listed = (await admin(hub, 'GET', '/residents')).body.residents.find((x: { id: string }) => x.id === r.id);
    expect(listed).toMatchObject({ balanceJin: 3, proActive: false });
    expect((await admin(hub, 'POST', `/residents/${r.id}/jin`, { amountJin: 3, memo: ' ' })).status).toBe(400);
  });

  it.each([
    ['POST', '/cards'],
    ['GET', '/cards'],
    ['GET', '/residents'],
    ['POST', '/residents/00000000-0000-4000-8000-000000000000/pro'],
    ['POST', '/residents/00000000-0000-4000-8000-000000000000/jin'],
  ])('refuses %s /api/hub%s without the admin token', async (method, path) => {
    const r = await resident(hub);
    const asResident = await r.request(method, `/api/hub${path}`, method === 'POST' ? {} : undefined);
    expect(asResident.status).toBe(401);
    const wrong = await fetch(`${hub.url}/api/hub${path}`, { method, headers: { Authorization: 'Bearer wrong' } });
    expect(wrong.status).toBe(401);
  });
});

describe('card payments through Stripe', () => {
  const stripe = new FakeStripe();
  let payHub: TestHub;
  const webhookSecret = 'whsec_testsecret123';
  beforeAll(async () => {
    await stripe.start();
    payHub = await startTestHub({
      now: () => clock.t,
      settings: { stripeSecretKey: 'sk_test_hub123', stripeWebhookSecret: webhookSecret },
      integrations: { stripeApi: { host: '127.0.0.1', port: stripe.port, protocol: 'http' } },
    });
  });
  afterAll(async () => {
    await payHub.stop();
    await stripe.stop();
  });

  it('sends a resident without JIN to a USD 10 Checkout that returns to the hub', async () => {
    const r = await resident(payHub);
    const answer = await subscribe(r);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: false, provider: 'stripe', action: 'checkout' });
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === r.id)!;
    expect(answer.body.url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 1000, currency: 'usd', mode: 'payment' });
    expect(session.success_url).toBe(`${payHub.url}/api/stripe/return?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url.startsWith(payHub.url)).toBe(true);
    expect(stripe.requests.at(-1)?.auth).toBe('Bearer sk_test_hub123');
  });

  it('verifies the session with Stripe on return, once', async () => {
    const r = await resident(payHub);
    await subscribe(r);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === r.id)!;
    const unpaid = await fetch(`${payHub.url}/api/stripe/return?session_id=${session.id}`, { redirect: 'manual' });
    expect(unpaid.headers.get('location')).toBe('/?checkout=pending#pro');
    expect(await isPro(r)).toBe(false);

    stripe.markPaid(session.id);
    const paid = await fetch(`${payHub.url}/api/stripe/return?session_id=${session.id}`, { redirect: 'manual' });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe('/?checkout=success#pro');
    expect(await isPro(r)).toBe(true);
    await fetch(`${payHub.url}/api/stripe/return?session_id=${session.id}`, { redirect: 'manual' });
    expect(payHub.db.prepare("SELECT count(*) AS n FROM invoices WHERE user_id = ? AND stripe_tx_id = ?").get(r.id, session.id)).toEqual({ n: 1 });
  });

  it('accepts a signed webhook, idempotently, and refuses a bad signature', async () => {
    const r = await resident(payHub);
    await subscribe(r);
    const session = stripe.markPaid([...stripe.sessions.values()].find((s) => s.client_reference_id === r.id)!.id);
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: session } });
    const signer = new Stripe('sk_test_x');
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const post = (signature: string) =>
      fetch(`${payHub.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });

    const forged = await post(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(forged.status).toBe(400);
    expect(await isPro(r)).toBe(false);

    expect((await post(header)).status).toBe(200);
    expect((await post(header)).status).toBe(200);
    expect(await isPro(r)).toBe(true);
    expect(payHub.db.prepare('SELECT count(*) AS n FROM invoices WHERE user_id = ?').get(r.id)).toEqual({ n: 1 });
    const viaReturn = await fetch(`${payHub.url}/api/stripe/return?session_id=${session.id}`, { redirect: 'manual' });
    expect(viaReturn.status).toBe(302);
    expect(payHub.db.prepare('SELECT count(*) AS n FROM invoices WHERE user_id = ?').get(r.id)).toEqual({ n: 1 });
  });

  it('prefers JIN when the balance covers it', async () => {
    const r = await resident(payHub);
    await creditJin(r, 2, payHub);
    expect((await subscribe(r)).body).toMatchObject({ ok: true, provider: 'jin' });
  });

  it('answers 503 when Stripe cannot be reached, without charging', async () => {
    const down = await startTestHub({
      settings: { stripeSecretKey: 'sk_test_hub123' },
      integrations: { stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' } },
    });
    const r = await resident(down);
    const answer = await subscribe(r);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe('service_temporarily_unavailable');
    await down.stop();
  });
});
