/**
 * The one typed bridge between the desktop preload and the command centre.
 * Pure types and constants (no Electron import) so the preload, the main process
 * and the renderer can all share it.
 */

/** What the preload exposes as `window.neighborwatch` inside the desktop window. */
export type DesktopBridge = {
  /** The hub's coordinator token, so the command centre can call /api/hub/* without a login. */
  adminToken(): Promise<string>;
  /** The LAN URLs residents can join on (for the join QR code). */
  hubUrls(): Promise<string[]>;
  /** Opens the hub's data folder in the system file manager. */
  openDataFolder(): Promise<void>;
  /** Shows a backup file (by name, from the hub's backups folder) in the file manager. */
  revealBackup(name: string): Promise<void>;
  readonly platform: 'desktop';
};

/** Name of the global the preload defines in the page's main world. */
export const BRIDGE_GLOBAL = 'neighborwatch';

/** The fixed list of IPC channels; main answers these and nothing else. */
export const BRIDGE_CHANNELS = {
  adminToken: 'nw:admin-token',
  hubUrls: 'nw:hub-urls',
  openDataFolder: 'nw:open-data-folder',
  revealBackup: 'nw:reveal-backup',
} as const satisfies Record<Exclude<keyof DesktopBridge, 'platform'>, string>;
