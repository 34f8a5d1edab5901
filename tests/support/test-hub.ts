import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHub, type Hub, type HubOptions } from '../../server/hub';

const quietLog = { info() {}, warn() {}, error() {} };

export type TestHub = Hub & { dataDir: string; stop(): Promise<void> };

/** A real hub on a temp data dir and an ephemeral loopback port, plain HTTP unless asked. */
export async function startTestHub(options: Partial<HubOptions> = {}): Promise<TestHub> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'nw-hub-'));
  const hub = await createHub({ dataDir, port: 0, host: '127.0.0.1', tls: false, log: quietLog, ...options });
  return Object.assign(hub, {
    dataDir,
    async stop() {
      await hub.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export type ApiResponse = { status: number; body: any; headers: Headers };

type RequestOptions = { headers?: Record<string, string>; raw?: string; noDeviceHeader?: boolean; contentType?: string };

/**
 * A resident's browser as the hub sees it: a device id, a cookie jar and the X-Device-ID header.
 */
export class Resident {
  cookie: string | undefined;
  readonly pin = randomUUID().replace(/-/g, '');

  constructor(
    readonly baseUrl: string,
    readonly id: string = randomUUID(),
  ) {}

  async register(extra: Record<string, unknown> = {}): Promise<ApiResponse> {
    return this.request('POST', '/api/users', { id: this.id, displayName: 'User', pin: this.pin, ...extra });
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, body, options);
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, body, options);
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, undefined, options);
  }

  async request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
    if (!options.noDeviceHeader) headers['X-Device-ID'] = this.id;
    Object.assign(headers, options.headers);
    if (this.cookie) headers.Cookie = this.cookie;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie && /nw_sid=([^;]+)/.exec(setCookie);
    if (session) this.cookie = `nw_sid=${session[1]}`;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (static pages)
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}

/** A registered resident with a session. */
export async function resident(hub: Hub, extra: Record<string, unknown> = {}): Promise<Resident> {
  const r = new Resident(hub.url);
  const answer = await r.register(extra);
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return r;
}
