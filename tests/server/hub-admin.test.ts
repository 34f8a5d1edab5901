import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resident, resident, startTestHub, type TestHub } from '../support/test-hub';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.stop());

describe('coordinator API', () => {
  it('answers /api/hub/status with the admin token', async () => {
    const answer = await new Resident(hub.url).get('/api/hub/status', {
      noDeviceHeader: true,
      headers: { Authorization: `Bearer ${hub.adminToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, residents: expect.any(Number), tls: { enabled: false } });
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { Authorization: 'Bearer nope' }],
    ['a malformed header', { Authorization: hub?.adminToken ?? 'token-without-bearer' }],
  ])('refuses %s with 401', async (_label, headers) => {
    const answer = await new Resident(hub.url).get('/api/hub/status', { noDeviceHeader: true, headers });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('admin_token_required');
  });

  it("refuses a resident's session", async () => {
    const r = await resident(hub);
    const answer = await r.get('/api/hub/status');
    expect(answer.status).toBe(401);
  });

  it('keeps the token owner-only and the same across restarts', async () => {
    const file = join(hub.dataDir, 'admin-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await startTestHub({ dataDir: hub.dataDir + '-copy' });
    expect(again.adminToken).not.toBe(hub.adminToken);
    await again.stop();
  });
});
