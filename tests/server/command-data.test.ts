import Database from 'better-sqlite3';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../server/command/csv';
import { Resident, resident, startTestHub, type TestHub } from '../support/test-hub';

const HOME = { lat: 48.858844, lng: 2.294351 };
let hub: TestHub;
let eventId: string;

beforeAll(async () => {
  hub = await startTestHub();
  const sender = await resident(hub);
  const started = await sender.post('/api/sos/start', { deviceId: sender.id, ...HOME, message: 'Flood, "cellar", door stuck\nsend help' });
  eventId = started.body.eventId;
});
afterAll(() => hub.stop());

function admin(method: string, path: string, body?: unknown) {
  return new Resident(hub.url).request(method, path, body, { noDeviceHeader: true, headers: { Authorization: `Bearer ${hub.adminToken}` } });
}

async function download(path: string): Promise<Response> {
  return fetch(hub.url + path, { headers: { Authorization: `Bearer ${hub.adminToken}` } });
}

describe('backups', () => {
  it('writes a consistent copy of the live database that opens and holds the incident', async () => {
    const answer = await admin('POST', '/api/hub/backup');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: expect.stringMatching(/^neighborwatch-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/), bytes: expect.any(Number) });
    expect(answer.body.file).toBe(join(hub.dataDir, 'backups', answer.body.name));
    expect(statSync(answer.body.file).mode & 0o777).toBe(0o600);

    const copy = new Database(answer.body.file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('SELECT lat, lng, status FROM sos_events WHERE id = ?').get(eventId)).toEqual({ ...HOME, status: 'active' });
    } finally {
      copy.close();
    }
  });

  it('gives two backups in a row different names and lists them newest first, without half-written files', async () => {
    const [a, b] = await Promise.all([admin('POST', '/api/hub/backup'), admin('POST', '/api/hub/backup')]);
    expect(a.body.name).not.toBe(b.body.name);
    const list = (await admin('GET', '/api/hub/backups')).body.backups;
    expect(list.length).toBe(3);
    expect(list.map((x: { name: string }) => x.name)).toEqual([...list.map((x: { name: string }) => x.name)].sort().reverse());
    expect(readdirSync(join(hub.dataDir, 'backups')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('downloads a backup by name, and refuses names that are not backups', async () => {
    const [latest] = (await admin('GET', '/api/hub/backups')).body.backups;
    const response = await download(`/api/hub/backups/${latest.name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(latest.name);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 15).toString()).toBe('SQLite format 3');

    writeFileSync(join(hub.dataDir, 'backups', 'notes.txt'), 'not a backup');
    for (const name of ['..%2Fneighborwatch.db', '..%2Fadmin-token', 'notes.txt', '%2Fetc%2Fpasswd', 'neighborwatch-x.db']) {
      const refused = await admin('GET', `/api/hub/backups/${name}`);
      expect(refused.status, name).toBeGreaterThanOrEqual(400);
      expect(refused.status, name).toBeLessThan(500);
      expect(typeof refused.body === 'object' && refused.body.error, name).toBeTruthy();
    }
    const missing = await admin('GET', '/api/hub/backups/neighborwatch-2020-01-01T00-00-00-000Z.db');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('backup_not_found');
  });

  it('reports the data folder and what it holds', async () => {
    const answer = await admin('GET', '/api/hub/data');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dataDir: hub.dataDir, backups: 3, recordings: 0, recordingsBytes: 0 });
    expect(answer.body.databaseBytes).toBeGreaterThan(4096);
  });
});

describe('CSV export', () => {
  it('quotes fields as RFC 4180 says and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvField(null)).toBe('');
    expect(csvField(-0.5)).toBe('-0.5');
    expect(csvField('=HYPERLINK("x")', true)).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1 car', true)).toBe("'-1 car");
  });

  it('exports every SOS with its columns, one CRLF line each', async () => {
    const response = await download('/api/hub/export/incidents.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="neighborwatch-incidents-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = text.slice(0, -2).split('\r\n');
    expect(header).toBe('id,kind,status,severity,created,ended,lat,lng,message,recipients,deliveries');
    // The message holds a newline inside its quotes, so the event spans two physical lines.
    expect(rows.join('\r\n')).toContain(`${eventId},sos,active,critical,`);
    expect(rows.join('\r\n')).toContain(`,${HOME.lat},${HOME.lng},"Flood, ""cellar"", door stuck\nsend help",0,0`);
  });
});
