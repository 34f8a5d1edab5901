import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database';
import { createHub } from './hub';
import { cardSheetHtml } from './pro/card-sheet';
import { mintCards } from './pro/cards';

/** `npm start` / `npm run hub`: the headless hub. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      count: { type: 'string' },
      amount: { type: 'string' },
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
  --no-tls         plain HTTP, for running behind a TLS-terminating proxy

Prepaid cards:  npm run hub -- cards mint --count 10 --amount 2 [--data-dir DIR]
  prints the codes and writes a printable sheet with one QR per card into DATA/cards/.

Card payments and AI (optional), from the environment:
  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, AI_BASE_URL, AI_API_KEY, AI_CHAT_MODEL, AI_EMBEDDING_MODEL`);
    return;
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.HUB_DATA_DIR ?? 'data');
  if (positionals[0] === 'cards') {
    await cardsCommand(dataDir, positionals[1], Number(values.count ?? 10), Number(values.amount ?? 2));
    return;
  }
  const port = Number(values.port ?? process.env.PORT ?? 8443);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${values.port ?? process.env.PORT}`);
  const tls = values['no-tls'] ? false : values.cert && values.key ? { certFile: values.cert, keyFile: values.key } : true;

  const hub = await createHub({ dataDir, port, host: values.host, tls, settings: settingsFromEnv(process.env) });
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

/** Hub settings the headless hub takes from its environment (stored, so the command centre shows them). */
function settingsFromEnv(env: NodeJS.ProcessEnv) {
  return {
    ...(env.STRIPE_SECRET_KEY ? { stripeSecretKey: env.STRIPE_SECRET_KEY } : {}),
    ...(env.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
    ...(env.AI_BASE_URL ? { aiBaseUrl: env.AI_BASE_URL } : {}),
    ...(env.AI_API_KEY ? { aiApiKey: env.AI_API_KEY } : {}),
    ...(env.AI_CHAT_MODEL ? { aiChatModel: env.AI_CHAT_MODEL } : {}),
    ...(env.AI_EMBEDDING_MODEL ? { aiEmbeddingModel: env.AI_EMBEDDING_MODEL } : {}),
  };
}

/** `cards mint`: works beside a running hub (SQLite WAL allows a second writer process). */
async function cardsCommand(dataDir: string, action: string | undefined, count: number, amountJin: number): Promise<void> {
  if (action !== 'mint') throw new Error('Usage: npm run hub -- cards mint --count 10 --amount 2');
  if (!Number.isInteger(count) || count < 1 || count > 500) throw new Error('--count must be a whole number from 1 to 500');
  if (!Number.isInteger(amountJin) || amountJin < 1 || amountJin > 1000) throw new Error('--amount must be whole JIN from 1 to 1000');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(join(dataDir, 'neighborwatch.db'));
  const now = Date.now();
  const batch = mintCards(db, count, amountJin, now);
  db.close();
  const dir = join(dataDir, 'cards');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const sheet = join(dir, `batch-${new Date(now).toISOString().slice(0, 10)}-${batch.batchId.slice(0, 8)}.html`);
  writeFileSync(sheet, await cardSheetHtml(batch.cards, { batchId: batch.batchId, createdAt: now }), { mode: 0o600 });
  console.log(`Minted ${count} cards of ${amountJin} JIN (batch ${batch.batchId}).`);
  for (const card of batch.cards) console.log(`  ${card.code}`);
  console.log(`Printable sheet: ${sheet}`);
  console.log('The codes are shown only now: keep the sheet safe.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
