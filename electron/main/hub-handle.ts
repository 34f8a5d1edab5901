/**
 * The part of the running hub (server/hub.ts `createHub` result) the desktop shell uses.
 * Declared structurally so window, IPC and tray code do not depend on the server module.
 */
export type DesktopHub = {
  /** Primary URL, e.g. https://localhost:8443. */
  readonly url: string;
  /** LAN URLs residents can reach. */
  readonly urls: readonly string[];
  readonly adminToken: string;
  /** Node X509Certificate.fingerprint256 of the hub's certificate; null without TLS. */
  readonly tlsFingerprint256: string | null;
  /** The hub's data folder (database, certificate, recordings, backups). */
  readonly dataDir: string;
  readonly events: {
    on(name: 'sos-started', listener: (event: { eventId: string; userId: string; recipients: string[] }) => void): () => void;
  };
  close(): Promise<void>;
};
