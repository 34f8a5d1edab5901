import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export type TlsMaterial = { key: string; cert: string; fingerprint256: string };

/** Where the hub can be reached on this machine: its non-internal IPv4 addresses. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((nic) => nic && nic.family === 'IPv4' && !nic.internal)
    .map((nic) => nic!.address);
}

export function certificateNames(): { dns: string[]; ips: string[] } {
  const host = hostname();
  const dns = [...new Set(['localhost', host, `${host}.local`].filter(Boolean))];
  return { dns, ips: ['127.0.0.1', '::1', ...lanAddresses()] };
}

/**
 * The hub's certificate: the coordinator's own files when configured, otherwise a self-signed
 * one made on first start and reused, remade only when it no longer covers this machine's
 * names and addresses or is about to expire (a new one means residents accept it again).
 */
export async function loadTls(dataDir: string, provided?: { certFile: string; keyFile: string }): Promise<TlsMaterial> {
  if (provided) {
    const cert = readFileSync(provided.certFile, 'utf8');
    return { cert, key: readFileSync(provided.keyFile, 'utf8'), fingerprint256: new X509Certificate(cert).fingerprint256 };
  }
  const dir = join(dataDir, 'tls');
  const certFile = join(dir, 'hub-cert.pem');
  const keyFile = join(dir, 'hub-key.pem');
  const names = certificateNames();
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = readFileSync(certFile, 'utf8');
    const x509 = new X509Certificate(cert);
    if (covers(x509, names) && Date.parse(x509.validTo) - Date.now() > 30 * 86_400_000) {
      return { cert, key: readFileSync(keyFile, 'utf8'), fingerprint256: x509.fingerprint256 };
    }
  }
  const made = await generate([{ name: 'commonName', value: `NeighborWatch hub (${hostname()})` }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 825 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))],
      },
    ],
  });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyFile, made.private, { mode: 0o600 });
  writeFileSync(certFile, made.cert);
  return { cert: made.cert, key: made.private, fingerprint256: new X509Certificate(made.cert).fingerprint256 };
}

function covers(x509: X509Certificate, names: { dns: string[]; ips: string[] }): boolean {
  const san = x509.subjectAltName ?? '';
  return names.dns.every((name) => san.includes(`DNS:${name}`)) && names.ips.filter((ip) => ip.includes('.')).every((ip) => san.includes(`IP Address:${ip}`));
}
