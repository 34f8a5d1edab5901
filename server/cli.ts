import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createHub } from './hub';

/** `npm start` / `npm run hub`: the headless hub. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-tls': { type: 'boolean', default: false },
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(`NeighborWatch hub

Usage: npm start -- [options]       (or: npm run hub -- [options] to skip the web build)

  --port N         port to listen on (env PORT, default 8443)
  --host ADDR      address to bind (default 0.0.0.0: every interface)
  --data-dir DIR   where the database, certificate and recordings live (env HUB_DATA_DIR, default ./data)
  --cert F --key F use your own TLS certificate and key instead of the self-signed one
  --no-tls         plain HTTP, for running behind a TLS-terminating proxy`);
    return;
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.HUB_DATA_DIR ?? 'data');
  const port = Number(values.port ?? process.env.PORT ?? 8443);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${values.port ?? process.env.PORT}`);
  const tls = values['no-tls'] ? false : values.cert && values.key ? { certFile: values.cert, keyFile: values.key } : true;

  const hub = await createHub({ dataDir, port, host: values.host, tls });
  const lines = [
    '',
    'NeighborWatch hub is running.',
    '',
    'Residents open (same Wi-Fi):',
    ...hub.urls.map((url) => `  ${url}`),
    '',
    hub.tlsFingerprint256
      ? `Certificate fingerprint (SHA-256), for residents to check once when their browser asks:\n  ${hub.tlsFingerprint256}`
      : 'TLS is off (--no-tls): put a TLS-terminating proxy in front, or phones will refuse location, camera and microphone.',
    '',
    'Coordinator command centre (keep this link private; it carries the admin token):',
    `  ${hub.url}/hub#token=${hub.adminToken}`,
    '',
    `Data folder: ${dataDir}`,
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the hub...');
    await hub.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
