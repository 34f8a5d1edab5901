import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resident, resident, startTestHub, type TestHub } from '../support/test-hub';

let hub: TestHub;
let neighbour: Resident;
beforeAll(async () => {
  hub = await startTestHub();
  neighbour = await resident(hub);
});
afterAll(() => hub.stop());

const ROOM = 'AbCdEfGhIjKlMnOpQrStUv';

/** Every coordinator route: the command centre's own and the ones it uses from other features. */
const ROUTES: [method: string, path: () => string, body?: unknown][] = [
  ['GET', () => '/api/hub/status'],
  ['GET', () => '/api/hub/overview'],
  ['GET', () => '/api/hub/incidents'],
  ['GET', () => '/api/hub/incidents?since=0'],
  ['GET', () => `/api/hub/incidents/sos/${randomUUID()}/timeline`],
  ['GET', () => `/api/hub/incidents/concern/${randomUUID()}/timeline`],
  ['POST', () => '/api/hub/backup', {}],
  ['GET', () => '/api/hub/backups'],
  ['GET', () => '/api/hub/backups/neighborwatch-2026-01-01T00-00-00-000Z.db'],
  ['GET', () => '/api/hub/export/incidents.csv'],
  ['GET', () => '/api/hub/data'],
  ['GET', () => '/api/hub/settings'],
  ['PUT', () => '/api/hub/settings', { sosRadiusM: 800 }],
  ['GET', () => '/api/hub/audio/stats'],
  ['POST', () => `/api/hub/rooms/${ROOM}/token`, {}],
  ['GET', () => '/api/hub/recordings'],
  ['GET', () => `/api/hub/recordings/${randomUUID()}`],
  ['POST', () => '/api/hub/cards', { count: 1, amountJin: 5 }],
  ['GET', () => '/api/hub/cards'],
  ['GET', () => '/api/hub/residents'],
  ['POST', () => `/api/hub/residents/${neighbour.id}/pro`, { active: true }],
  ['POST', () => `/api/hub/residents/${neighbour.id}/jin`, { amountJin: 5, memo: 'thanks' }],
];

const callers: [label: string, call: (method: string, path: string, body?: unknown) => ReturnType<Resident['request']>][] = [
  ['no token', (method, path, body) => new Resident(hub.url).request(method, path, body, { noDeviceHeader: true })],
  [
    'a wrong token',
    (method, path, body) =>
      new Resident(hub.url).request(method, path, body, { noDeviceHeader: true, headers: { Authorization: `Bearer ${'x'.repeat(43)}` } }),
  ],
  ["a resident's session cookie", (method, path, body) => neighbour.request(method, path, body)],
];

describe('the coordinator API refuses everyone but the coordinator', () => {
  for (const [label, call] of callers) {
    it(`answers 401 admin_token_required to ${label} on every /api/hub route`, async () => {
      for (const [method, path, body] of ROUTES) {
        const answer = await call(method, path(), body);
        expect(answer.status, `${method} ${path()}`).toBe(401);
        expect(answer.body, `${method} ${path()}`).toMatchObject({ error: 'admin_token_required', message: expect.any(String) });
      }
    });
  }

  it('changes nothing for a refused caller', async () => {
    expect(hub.db.prepare('SELECT pro_active FROM users WHERE id = ?').pluck().get(neighbour.id)).toBe(0);
    expect(hub.db.prepare('SELECT count(*) FROM prepaid_cards').pluck().get()).toBe(0);
    expect(hub.db.prepare("SELECT count(*) FROM hub_settings WHERE key = 'sosRadiusM'").pluck().get()).toBe(0);
  });

  it('opens every one of these routes to the admin token', async () => {
    const admin = new Resident(hub.url);
    for (const [method, path, body] of ROUTES) {
      const answer = await admin.request(method, path(), body, { noDeviceHeader: true, headers: { Authorization: `Bearer ${hub.adminToken}` } });
      expect(answer.status, `${method} ${path()}`).not.toBe(401);
      expect(answer.status, `${method} ${path()}`).toBeLessThan(500);
    }
  });
});
