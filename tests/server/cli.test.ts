import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resident, startTestHub } from '../support/test-hub';

describe('the hub CLI', () => {
  it('mints prepaid cards into the data dir, prints the codes once and writes a printable sheet', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nw-cli-'));
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'cards', 'mint', '--count', '2', '--amount', '3', '--data-dir', dataDir], {
      encoding: 'utf8',
    });
    const codes = output.match(/[0-9A-Z]{4}(-[0-9A-Z]{4}){4}/g) ?? [];
    expect(codes).toHaveLength(2);
    const sheet = /Printable sheet: (.+\.html)/.exec(output)?.[1];
    expect(sheet && existsSync(sheet)).toBe(true);
    const html = readFileSync(sheet!, 'utf8');
    expect(html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(2);
    expect(html).toContain(codes[0]);

    const hub = await startTestHub({ dataDir });
    const r = await resident(hub);
    const answer = await r.post('/api/jin/activate-card', { userId: r.id, cardCode: codes[1] });
    expect(answer.body).toEqual({ amount_jin: 3, newBalance: 3 });
    await hub.close();
  });

  it('refuses nonsense counts', () => {
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'cards', 'mint', '--count', '0', '--data-dir', mkdtempSync(join(tmpdir(), 'nw-cli-'))], { stdio: 'pipe' }),
    ).toThrow(/--count/);
  });
});
