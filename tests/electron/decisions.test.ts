import { createHash, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';
import { describe, expect, it } from 'vitest';
import {
  CERT_ACCEPT,
  CERT_USE_CHROMIUM_RESULT,
  certificateVerdict,
  commandCentreUrl,
  DEFAULT_HUB_PORT,
  externalLinkAllowed,
  fingerprintMatches,
  isSameOrigin,
  nodeFingerprintFromElectron,
  permissionAllowed,
  portFromEnv,
  residentLink,
  sosNotification,
  backupNameAllowed,
  trayMenuModel,
  type TrayMenuItem,
} from '../../electron/main/decisions';

const HUB = 'https://localhost:8443';

/** Electron reports a certificate as "sha256/" + base64 of the SHA-256 of its DER bytes. */
function electronFingerprintOf(x509: X509Certificate): string {
  return `sha256/${createHash('sha256').update(x509.raw).digest('base64')}`;
}

async function makeCertificate(): Promise<X509Certificate> {
  const made = await generate([{ name: 'commonName', value: 'test hub' }], { keyType: 'ec', curve: 'P-256', algorithm: 'sha256' });
  return new X509Certificate(made.cert);
}

describe('isSameOrigin', () => {
  it('accepts any path, query or fragment on the hub origin', () => {
    expect(isSameOrigin('https://localhost:8443/hub/sos?x=1#token=a', HUB)).toBe(true);
    expect(isSameOrigin('https://localhost:8443', `${HUB}/hub`)).toBe(true);
  });

  it('treats the default port as the same port', () => {
    expect(isSameOrigin('https://hub.example:443/a', 'https://hub.example/')).toBe(true);
  });

  it('refuses another scheme, host or port', () => {
    expect(isSameOrigin('http://localhost:8443/hub', HUB)).toBe(false);
    expect(isSameOrigin('https://127.0.0.1:8443/hub', HUB)).toBe(false);
    expect(isSameOrigin('https://localhost:8444/hub', HUB)).toBe(false);
    expect(isSameOrigin('https://localhost.evil.example:8443/', HUB)).toBe(false);
  });

  it('refuses opaque and unparsable URLs', () => {
    expect(isSameOrigin('about:blank', HUB)).toBe(false);
    expect(isSameOrigin('data:text/html,hi', HUB)).toBe(false);
    expect(isSameOrigin('file:///etc/passwd', 'file:///etc/passwd')).toBe(false);
    expect(isSameOrigin('not a url', HUB)).toBe(false);
    expect(isSameOrigin(HUB, '')).toBe(false);
  });
});

describe('externalLinkAllowed', () => {
  it('lets web links go to the system browser', () => {
    expect(externalLinkAllowed('https://example.org/help')).toBe(true);
    expect(externalLinkAllowed('http://192.168.1.20:8443/')).toBe(true);
  });

  it('keeps every other scheme away from the operating system', () => {
    for (const url of ['file:///C:/Windows/system32/calc.exe', 'javascript:alert(1)', 'smb://host/share', 'ms-settings:', 'mailto:a@b.c', '']) {
      expect(externalLinkAllowed(url)).toBe(false);
    }
  });
});

describe('commandCentreUrl', () => {
  it('points at /hub whatever the hub URL ends with', () => {
    expect(commandCentreUrl(HUB)).toBe('https://localhost:8443/hub');
    expect(commandCentreUrl(`${HUB}/`)).toBe('https://localhost:8443/hub');
  });
});

describe('fingerprintMatches', () => {
  it("accepts the hub's own certificate as Electron reports it", async () => {
    const cert = await makeCertificate();
    expect(nodeFingerprintFromElectron(electronFingerprintOf(cert))).toBe(cert.fingerprint256);
    expect(fingerprintMatches(electronFingerprintOf(cert), cert.fingerprint256)).toBe(true);
  });

  it('refuses a different certificate', async () => {
    const [hubCert, otherCert] = await Promise.all([makeCertificate(), makeCertificate()]);
    expect(fingerprintMatches(electronFingerprintOf(otherCert), hubCert.fingerprint256)).toBe(false);
  });

  it('compares regardless of the case of the hex digits', () => {
    const bytes = Buffer.alloc(32, 0xab);
    const electron = `sha256/${bytes.toString('base64')}`;
    expect(fingerprintMatches(electron, Array(32).fill('ab').join(':'))).toBe(true);
  });

  it('never trusts anything when the hub runs without TLS', () => {
    expect(fingerprintMatches(`sha256/${Buffer.alloc(32).toString('base64')}`, null)).toBe(false);
  });

  it('refuses other hash algorithms, malformed base64 and wrong lengths', () => {
    const digest = Buffer.alloc(32, 7);
    const node = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
    expect(fingerprintMatches(`sha256/${digest.toString('base64')}`, node)).toBe(true);
    expect(fingerprintMatches(`sha1/${digest.toString('base64')}`, node)).toBe(false);
    expect(fingerprintMatches(digest.toString('base64'), node)).toBe(false);
    expect(fingerprintMatches(`sha256/${digest.subarray(0, 31).toString('base64')}`, node)).toBe(false);
    expect(fingerprintMatches('sha256/@@not-base64@@', node)).toBe(false);
    expect(fingerprintMatches(`sha256/ ${digest.toString('base64')}`, node)).toBe(false);
    expect(fingerprintMatches('sha256/', '')).toBe(false);
  });
});

describe('certificateVerdict', () => {
  it("accepts a certificate Chromium rejects only when it is the hub's own", async () => {
    const [hubCert, otherCert] = await Promise.all([makeCertificate(), makeCertificate()]);
    const untrustedAuthority = -202;
    expect(certificateVerdict(untrustedAuthority, electronFingerprintOf(hubCert), hubCert.fingerprint256)).toBe(CERT_ACCEPT);
    expect(certificateVerdict(untrustedAuthority, electronFingerprintOf(otherCert), hubCert.fingerprint256)).toBe(
      CERT_USE_CHROMIUM_RESULT,
    );
    expect(certificateVerdict(untrustedAuthority, electronFingerprintOf(hubCert), null)).toBe(CERT_USE_CHROMIUM_RESULT);
  });

  it('leaves certificates Chromium already trusts to Chromium', async () => {
    const cert = await makeCertificate();
    expect(certificateVerdict(0, electronFingerprintOf(cert), cert.fingerprint256)).toBe(CERT_USE_CHROMIUM_RESULT);
  });
});

describe('portFromEnv', () => {
  it('uses 8443 when NW_PORT is unset or blank', () => {
    expect(portFromEnv(undefined)).toBe(DEFAULT_HUB_PORT);
    expect(portFromEnv('  ')).toBe(8443);
  });

  it('reads a valid port, including 0 for an ephemeral one', () => {
    expect(portFromEnv('9443')).toBe(9443);
    expect(portFromEnv('0')).toBe(0);
  });

  it('fails loudly on a port that is not one', () => {
    for (const value of ['abc', '-1', '65536', '80.5', '8443x']) {
      expect(() => portFromEnv(value)).toThrow(/NW_PORT/);
    }
  });
});

describe('permissionAllowed', () => {
  it('grants the command centre the permissions it uses', () => {
    expect(permissionAllowed('notifications', `${HUB}/hub`, HUB)).toBe(true);
    expect(permissionAllowed('media', HUB, HUB)).toBe(true);
  });

  it('refuses other permissions and other origins', () => {
    expect(permissionAllowed('openExternal', `${HUB}/hub`, HUB)).toBe(false);
    expect(permissionAllowed('hid', `${HUB}/hub`, HUB)).toBe(false);
    expect(permissionAllowed('notifications', 'https://example.org/', HUB)).toBe(false);
  });
});

function actionable(model: TrayMenuItem[]): Record<string, boolean> {
  const enabled: Record<string, boolean> = {};
  for (const item of model) if (item.kind === 'item' && item.id) enabled[item.id] = item.enabled;
  return enabled;
}

describe('trayMenuModel', () => {
  it('offers the command centre and the resident link once the hub runs', () => {
    const model = trayMenuModel({ phase: 'running', url: HUB, lanUrls: ['https://192.168.1.20:8443'] });
    expect(model[0]).toEqual({ kind: 'item', id: null, label: `Hub running at ${HUB}`, enabled: false });
    expect(actionable(model)).toEqual({ 'open-command-centre': true, 'copy-resident-link': true, quit: true });
    expect(model.some((item) => item.kind === 'separator')).toBe(true);
  });

  it('has no resident link to copy when the hub found no LAN address', () => {
    const model = trayMenuModel({ phase: 'running', url: HUB, lanUrls: [] });
    expect(actionable(model)['copy-resident-link']).toBe(false);
  });

  it('only allows quitting while the hub starts or after it failed', () => {
    expect(actionable(trayMenuModel({ phase: 'starting' }))).toEqual({
      'open-command-centre': false,
      'copy-resident-link': false,
      quit: true,
    });
    const failed = trayMenuModel({ phase: 'failed', message: 'port 8443 is in use' });
    expect(failed[0]).toMatchObject({ label: 'Hub stopped: port 8443 is in use' });
    expect(actionable(failed).quit).toBe(true);
  });

  it('disables quit while the hub is already stopping', () => {
    expect(actionable(trayMenuModel({ phase: 'stopping' })).quit).toBe(false);
  });
});

describe('residentLink', () => {
  it('is the first LAN address of a running hub, and nothing otherwise', () => {
    expect(residentLink({ phase: 'running', url: HUB, lanUrls: ['https://192.168.1.20:8443', 'https://10.0.0.2:8443'] })).toBe(
      'https://192.168.1.20:8443',
    );
    expect(residentLink({ phase: 'running', url: HUB, lanUrls: [] })).toBeNull();
    expect(residentLink({ phase: 'starting' })).toBeNull();
  });
});

describe('start at login', () => {
  it('is a checkbox that reflects the current preference', () => {
    const status = { phase: 'running' as const, url: HUB, lanUrls: [] };
    const find = (model: TrayMenuItem[]) => model.find((item) => item.kind === 'checkbox');
    expect(find(trayMenuModel(status, { startAtLogin: true }))).toEqual({ kind: 'checkbox', id: 'toggle-start-at-login', label: 'Start at login', checked: true });
    expect(find(trayMenuModel(status))).toMatchObject({ checked: false });
  });
});

describe('sosNotification', () => {
  it('names the event and how many residents were alerted, without the location', () => {
    const note = sosNotification({ eventId: '6b1a1f7e-1111-4222-8333-444455556666', recipients: ['a', 'b', 'c'] });
    expect(note.title).toBe('SOS: a resident needs help');
    expect(note.body).toContain('6b1a1f7e');
    expect(note.body).toContain('3 residents were alerted');
    expect(sosNotification({ eventId: 'x', recipients: ['a'] }).body).toContain('1 resident was alerted');
  });
});

describe('backupNameAllowed', () => {
  it('accepts plain backup file names only', () => {
    expect(backupNameAllowed('neighborwatch-2026-11-21T10-00-00Z.db')).toBe(true);
    for (const bad of ['../secret.db', 'a/b.db', '/etc/passwd', 'x.txt', '.hidden.db', 'a..b.db', '']) expect(backupNameAllowed(bad)).toBe(false);
  });
});
