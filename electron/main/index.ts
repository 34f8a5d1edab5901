/**
 * Desktop entry: runs the same hub as `npm start` inside Electron's main process and
 * shows its command centre. Runs in: Electron main process only.
 */
import { Notification, app, clipboard, dialog, session, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHub } from '../../server/hub';
import { portFromEnv, residentLink, sosNotification, type HubStatus } from './decisions';
import type { DesktopHub } from './hub-handle';
import { registerBridgeHandlers } from './ipc';
import { restrictPermissions, trustHubCertificate } from './session-policy';
import { createHubTray, type HubTray } from './tray';
import { createHubWindow } from './window';

// electron-vite writes the sandboxed preload as CommonJS next to out/main.
const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
// A stuck socket must not keep the app from quitting forever.
const SHUTDOWN_TIMEOUT_MS = 5000;

function resourcePath(...parts: string[]): string {
  // Packaged builds copy resources/ next to app.asar (electron-builder extraResources).
  return app.isPackaged ? join(process.resourcesPath, 'resources', ...parts) : join(app.getAppPath(), 'resources', ...parts);
}

function runDesktopHub(): void {
  let status: HubStatus = { phase: 'starting' };
  let starting: Promise<DesktopHub> | null = null;
  let window: BrowserWindow | null = null;
  let tray: HubTray | null = null;
  let removeBridge: (() => void) | null = null;
  let stopped = false;
  let stopping: Promise<void> | null = null;

  const setStatus = (next: HubStatus): void => {
    status = next;
    tray?.update(next);
  };

  const showWindow = (): void => {
    if (status.phase !== 'running') return;
    if (!window || window.isDestroyed()) {
      window = createHubWindow({ hubUrl: status.url, preloadPath: PRELOAD_PATH });
      window.on('closed', () => {
        window = null;
      });
      return;
    }
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  const startHub = async (): Promise<DesktopHub> => {
    const hub = await createHub({
      dataDir: join(app.getPath('userData'), 'hub-data'),
      port: portFromEnv(process.env.NW_PORT),
      webRoot: join(app.getAppPath(), 'dist', 'web'),
      resourcesDir: resourcePath(),
    });
    trustHubCertificate(session.defaultSession, hub.tlsFingerprint256);
    restrictPermissions(session.defaultSession, hub.url);
    removeBridge = registerBridgeHandlers(hub);
    hub.events.on('sos-started', (event) => {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ ...sosNotification(event), urgency: 'critical' });
      notification.on('click', showWindow);
      notification.show();
    });
    return hub;
  };

  const stopHub = async (): Promise<void> => {
    setStatus({ phase: 'stopping' });
    removeBridge?.();
    // Wait for a start still in flight, so a quick quit does not leave the port bound.
    const hub = await starting?.catch(() => null);
    if (!hub) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error('[desktop] hub did not close in time; quitting anyway');
        resolve();
      }, SHUTDOWN_TIMEOUT_MS);
    });
    await Promise.race([hub.close(), timeout]).catch((error: unknown) => {
      console.error('[desktop] hub close failed', error);
    });
    clearTimeout(timer);
  };

  app.on('second-instance', showWindow);
  // macOS: clicking the dock icon with no window open.
  app.on('activate', showWindow);
  app.on('window-all-closed', () => {
    // With a tray the hub keeps serving residents after the window closes; without one, closing means quit.
    if (!tray) app.quit();
  });
  app.on('before-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stopping ??= stopHub().finally(() => {
      stopped = true;
      tray?.destroy();
      app.quit();
    });
  });
  // Ctrl+C in a terminal or a service manager's stop goes through the same graceful path.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());

  app
    .whenReady()
    .then(async () => {
      tray = createHubTray(
        resourcePath('icons', 'tray.png'),
        {
          'open-command-centre': showWindow,
          'toggle-start-at-login': () => {
            app.setLoginItemSettings({ openAtLogin: !app.getLoginItemSettings().openAtLogin });
            tray?.update(status);
          },
          'copy-resident-link': () => {
            const link = residentLink(status);
            if (link) clipboard.writeText(link);
          },
          quit: () => app.quit(),
        },
        status,
        () => ({ startAtLogin: app.getLoginItemSettings().openAtLogin }),
      );
      starting = startHub();
      const hub = await starting;
      // The coordinator may have quit while the hub was still starting.
      if (stopping) return;
      setStatus({ phase: 'running', url: hub.url, lanUrls: hub.urls });
      showWindow();
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      setStatus({ phase: 'failed', message });
      dialog.showErrorBox('NeighborWatch Hub could not start', message);
      app.quit();
    });
}

// A second copy would fight the first for the hub's port and database; it hands over instead.
if (app.requestSingleInstanceLock()) {
  // Renderers run sandboxed even if a future window forgets to ask for it.
  app.enableSandbox();
  app.setAppUserModelId('org.neighborwatch.hub');
  runDesktopHub();
} else {
  app.quit();
}
