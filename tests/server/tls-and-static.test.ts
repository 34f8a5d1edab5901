import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestHub, type TestHub } from '../support/test-hub';

function httpsGet(url: string): Promise<{ status: number; body: string; headers: Record<string, unknown>; fingerprint: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { rejectUnauthorized: false }, (res) => {
      let body = '';
      const socket = res.socket as import('node:tls').TLSSocket;
      const fingerprint = socket.getPeerCertificate().fingerprint256;
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, fingerprint }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTPS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nw-tls-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves HTTPS with a self-signed certificate made on first start and reused after', async () => {
    const first = await startTestHub({ dataDir, tls: true });
    expect(first.url).toMatch(/^https:/);
    const answer = await httpsGet(`${first.url}/api/health`);
    expect(answer.status).toBe(200);
    expect(answer.fingerprint).toBe(first.tlsFingerprint256);
    await first.stop();

    const second = await startTestHub({ dataDir, tls: true });
    expect(second.tlsFingerprint256).toBe(first.tlsFingerprint256);
    await second.stop();
  });
});

describe('the web app', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'nw-web-'));
  let hub: TestHub;
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>NeighborWatch</title>');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  afterAll(async () => {
    await hub?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/sos-listen/abc123', '/hub', '/settings/anything'])('answers %s with the app', async (path) => {
    hub ??= await startTestHub({ webRoot });
    const response = await fetch(hub.url + path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>NeighborWatch</title>');
  });

  it('serves hashed assets with long caching and the right type', async () => {
    hub ??= await startTestHub({ webRoot });
    const response = await fetch(`${hub.url}/assets/app-1234.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    hub ??= await startTestHub({ webRoot });
    expect((await fetch(`${hub.url}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves files outside the web root', async () => {
    hub ??= await startTestHub({ webRoot });
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fhosts']) {
      const response = await fetch(hub.url + path);
      expect(await response.text()).not.toMatch(/root:|localhost/);
    }
  });

  it('sets protective headers', async () => {
    hub ??= await startTestHub({ webRoot });
    const response = await fetch(`${hub.url}/`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
