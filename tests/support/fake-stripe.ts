import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Session = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
};

/**
 * A small HTTP server that speaks the part of Stripe's API the hub uses (Checkout Sessions
 * create and retrieve, form-encoded, Bearer auth), so the real `stripe` SDK can talk to it.
 */
export class FakeStripe {
  readonly sessions = new Map<string, Session>();
  readonly requests: { method: string; path: string; auth: string | undefined; form: URLSearchParams }[] = [];
  private server: Server | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, form });
        const reply = (status: number, payload: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
          res.end(JSON.stringify(payload));
        };
        if (!req.headers.authorization?.startsWith('Bearer sk_')) {
          return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        }
        if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
          const id = `cs_test_${randomBytes(12).toString('hex')}`;
          const session: Session = {
            id,
            object: 'checkout.session',
            url: `http://127.0.0.1:${this.port}/pay/${id}`,
            mode: form.get('mode') ?? '',
            status: 'open',
            payment_status: 'unpaid',
            client_reference_id: form.get('client_reference_id'),
            metadata: { userId: form.get('metadata[userId]') ?? '' },
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
            currency: form.get('line_items[0][price_data][currency]') ?? '',
            success_url: form.get('success_url') ?? '',
            cancel_url: form.get('cancel_url') ?? '',
          };
          this.sessions.set(id, session);
          return reply(200, session);
        }
        const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? '');
        if (req.method === 'GET' && match) {
          const session = this.sessions.get(decodeURIComponent(match[1]!));
          if (!session) return reply(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
          return reply(200, session);
        }
        reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** What Stripe does when the resident pays on its page. */
  markPaid(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.payment_status = 'paid';
    session.status = 'complete';
    return session;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
