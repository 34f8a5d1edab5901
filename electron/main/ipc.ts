import { ipcMain, shell, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { BRIDGE_CHANNELS } from '../../shared/desktop-bridge';
import { backupNameAllowed, isSameOrigin } from './decisions';
import type { DesktopHub } from './hub-handle';

function assertFromHub(event: IpcMainInvokeEvent, hubUrl: string): void {
  // The admin token must never reach a page that is not the hub, even if one got loaded somehow.
  const frameUrl = event.senderFrame?.url;
  if (!frameUrl || !isSameOrigin(frameUrl, hubUrl)) {
    throw new Error('bridge calls are answered only for the hub origin');
  }
}

/** Answers the preload bridge's channels for `hub`; returns a function that removes the handlers. */
export function registerBridgeHandlers(hub: DesktopHub): () => void {
  ipcMain.handle(BRIDGE_CHANNELS.adminToken, (event) => {
    assertFromHub(event, hub.url);
    return hub.adminToken;
  });
  ipcMain.handle(BRIDGE_CHANNELS.hubUrls, (event) => {
    assertFromHub(event, hub.url);
    return [...hub.urls];
  });
  ipcMain.handle(BRIDGE_CHANNELS.openDataFolder, async (event) => {
    assertFromHub(event, hub.url);
    await shell.openPath(hub.dataDir);
  });
  ipcMain.handle(BRIDGE_CHANNELS.revealBackup, (event, name: unknown) => {
    assertFromHub(event, hub.url);
    if (typeof name !== 'string' || !backupNameAllowed(name)) throw new Error('not a backup file name');
    shell.showItemInFolder(join(hub.dataDir, 'backups', name));
  });
  return () => {
    for (const channel of Object.values(BRIDGE_CHANNELS)) ipcMain.removeHandler(channel);
  };
}
