/**
 * Sandboxed preload: exposes the one typed bridge and nothing else (no ipcRenderer,
 * no Node). Runs in: the desktop window's isolated world; bundled to CommonJS.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, BRIDGE_GLOBAL, type DesktopBridge } from '../../shared/desktop-bridge';

// IPC replies are untyped at runtime; check them before the page relies on them.
async function invokeString(channel: string): Promise<string> {
  const value: unknown = await ipcRenderer.invoke(channel);
  if (typeof value !== 'string') throw new Error(`unexpected reply on ${channel}`);
  return value;
}

async function invokeStrings(channel: string): Promise<string[]> {
  const value: unknown = await ipcRenderer.invoke(channel);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`unexpected reply on ${channel}`);
  }
  return value;
}

const bridge: DesktopBridge = {
  adminToken: () => invokeString(BRIDGE_CHANNELS.adminToken),
  hubUrls: () => invokeStrings(BRIDGE_CHANNELS.hubUrls),
  openDataFolder: async () => {
    await ipcRenderer.invoke(BRIDGE_CHANNELS.openDataFolder);
  },
  revealBackup: async (name: string) => {
    await ipcRenderer.invoke(BRIDGE_CHANNELS.revealBackup, String(name));
  },
  platform: 'desktop',
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
