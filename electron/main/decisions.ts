/**
 * Pure decisions of the desktop shell. No Electron or Node imports, so every
 * security-relevant rule (navigation, certificates, permissions, links) is unit-tested
 * directly in tests/electron/decisions.test.ts.
 */

/** Port the desktop hub listens on when NW_PORT is not set (DESIGN.md §3). */
export const DEFAULT_HUB_PORT = 8443;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** True when `url` has exactly the hub's origin (scheme, host and port). */
export function isSameOrigin(url: string, hubUrl: string): boolean {
  const target = parseUrl(url);
  const hub = parseUrl(hubUrl);
  if (!target || !hub) return false;
  // data:, file:, about: and blob-less opaque URLs have origin "null"; never treat them as the hub.
  if (target.origin === 'null' || hub.origin === 'null') return false;
  return target.origin === hub.origin;
}

/** Only web links may be handed to the system browser; file:, javascript:, custom schemes never. */
export function externalLinkAllowed(url: string): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/** Address of the command centre on a hub, whatever path or slash `hubUrl` carries. */
export function commandCentreUrl(hubUrl: string): string {
  return new URL('/hub', hubUrl).href;
}

function bytesFromBase64(value: string): number[] | null {
  // atob is forgiving about whitespace and padding; a strict shape check keeps junk out.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  try {
    return Array.from(atob(value), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const SHA256_BYTES = 32;

/**
 * Converts Electron's certificate fingerprint ("sha256/<base64 of the DER digest>")
 * to Node's X509Certificate.fingerprint256 form ("AB:CD:…", upper-case hex).
 * Returns null for anything that is not a SHA-256 fingerprint.
 */
export function nodeFingerprintFromElectron(electronFingerprint: string): string | null {
  const prefix = 'sha256/';
  if (!electronFingerprint.startsWith(prefix)) return null;
  const bytes = bytesFromBase64(electronFingerprint.slice(prefix.length));
  if (!bytes || bytes.length !== SHA256_BYTES) return null;
  return bytes.map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/**
 * True only when the certificate Chromium saw is the hub's own certificate.
 * A hub without TLS (null fingerprint) never vouches for any certificate.
 */
export function fingerprintMatches(electronFingerprint: string, nodeFingerprint256: string | null): boolean {
  if (!nodeFingerprint256) return false;
  const converted = nodeFingerprintFromElectron(electronFingerprint);
  return converted !== null && converted === nodeFingerprint256.trim().toUpperCase();
}

/** Chromium certificate verify-proc results: 0 accepts, -3 keeps Chromium's own verdict. */
export const CERT_ACCEPT = 0;
export const CERT_USE_CHROMIUM_RESULT = -3;

/**
 * Verdict for one TLS connection: a certificate Chromium already trusts keeps its verdict;
 * one it rejects (errorCode ≠ 0) is accepted only if it is the hub's own certificate.
 */
export function certificateVerdict(errorCode: number, electronFingerprint: string, hubFingerprint256: string | null): number {
  if (errorCode === 0) return CERT_USE_CHROMIUM_RESULT;
  return fingerprintMatches(electronFingerprint, hubFingerprint256) ? CERT_ACCEPT : CERT_USE_CHROMIUM_RESULT;
}

/** Port from the NW_PORT environment variable; a typo must fail loudly, not start on a surprise port. */
export function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_HUB_PORT;
  const port = Number(value.trim());
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`NW_PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/**
 * Browser permissions the command centre uses: notifications for SOS alerts, media for
 * live emergency audio, geolocation for the map, clipboard for copying join links.
 */
const HUB_PERMISSIONS: ReadonlySet<string> = new Set([
  'notifications',
  'media',
  'geolocation',
  'clipboard-sanitized-write',
  'fullscreen',
]);

/** Permissions are granted only to the hub's own pages, and only from the short list above. */
export function permissionAllowed(permission: string, requestingUrl: string, hubUrl: string): boolean {
  return HUB_PERMISSIONS.has(permission) && isSameOrigin(requestingUrl, hubUrl);
}

/** Where the desktop hub is in its life, as the tray shows it. */
export type HubStatus =
  | { phase: 'starting' }
  | { phase: 'running'; url: string; lanUrls: readonly string[] }
  | { phase: 'stopping' }
  | { phase: 'failed'; message: string };

export type TrayActionId = 'open-command-centre' | 'copy-resident-link' | 'toggle-start-at-login' | 'quit';

export type TrayMenuItem =
  | { kind: 'item'; id: TrayActionId | null; label: string; enabled: boolean }
  | { kind: 'checkbox'; id: TrayActionId; label: string; checked: boolean }
  | { kind: 'separator' };

/** Desktop preferences shown in the tray. */
export type TrayPreferences = { startAtLogin: boolean };

function statusLabel(status: HubStatus): string {
  switch (status.phase) {
    case 'starting':
      return 'Hub starting…';
    case 'running':
      return `Hub running at ${status.url}`;
    case 'stopping':
      return 'Hub stopping…';
    case 'failed':
      return `Hub stopped: ${status.message}`;
  }
}

/** The tray menu as plain data; tray.ts turns it into an Electron Menu. */
export function trayMenuModel(status: HubStatus, preferences: TrayPreferences = { startAtLogin: false }): TrayMenuItem[] {
  const running = status.phase === 'running';
  return [
    { kind: 'item', id: null, label: statusLabel(status), enabled: false },
    { kind: 'item', id: 'open-command-centre', label: 'Open command centre', enabled: running },
    {
      kind: 'item',
      id: 'copy-resident-link',
      label: 'Copy resident link',
      enabled: running && status.lanUrls.length > 0,
    },
    { kind: 'separator' },
    // A hub is only useful while it runs: coordinators usually want it back after a reboot.
    { kind: 'checkbox', id: 'toggle-start-at-login', label: 'Start at login', checked: preferences.startAtLogin },
    { kind: 'separator' },
    // Quitting while already stopping would only queue a second shutdown.
    { kind: 'item', id: 'quit', label: 'Quit NeighborWatch Hub', enabled: status.phase !== 'stopping' },
  ];
}

/** The link residents open: the first LAN address, since localhost means nothing on their phones. */
export function residentLink(status: HubStatus): string | null {
  return status.phase === 'running' ? (status.lanUrls[0] ?? null) : null;
}

/** The desktop notification for a new SOS; precise details stay in the command centre. */
export function sosNotification(event: { eventId: string; recipients: readonly string[] }): { title: string; body: string } {
  const reach = event.recipients.length === 1 ? '1 resident was alerted' : `${event.recipients.length} residents were alerted`;
  return {
    title: 'SOS: a resident needs help',
    body: `Emergency ${event.eventId.slice(0, 8)}: ${reach}. Open the command centre to see where and to listen in.`,
  };
}

/**
 * A backup the command centre may ask the shell to reveal: a plain file name (no folders, no
 * "..") of a database file, so a compromised page cannot make the shell open arbitrary paths.
 */
export function backupNameAllowed(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.db$/.test(name) && !name.includes('..');
}
