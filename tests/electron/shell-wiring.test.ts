/**
 * Checks how window.ts, ipc.ts and session-policy.ts wire the pure decisions into
 * Electron, against a stand-in `electron` module: the real binary cannot run in CI here.
 * The end-to-end proof (a real window refusing navigation) still needs Electron.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { url: string; preventDefault(): void }) => void;
type OpenHandler = (details: { url: string }) => { action: string };
type FakeInvokeEvent = { senderFrame: { url: string } | null };
type FakeWindow = { options: { webPreferences: Record<string, unknown> }; loadedUrl: string | null };
type FakeElectronState = {
  listeners: Map<string, Listener>;
  openHandler: OpenHandler | null;
  handlers: Map<string, (event: FakeInvokeEvent, ...args: unknown[]) => unknown>;
  windows: FakeWindow[];
  opened: string[];
};

const fake = vi.hoisted((): FakeElectronState => ({
  listeners: new Map(),
  openHandler: null,
  handlers: new Map(),
  windows: [],
  opened: [],
}));

vi.mock('electron', () => {
  class BrowserWindow {
    loadedUrl: string | null = null;
    webContents = {
      on: (name: string, listener: Listener) => fake.listeners.set(name, listener),
      setWindowOpenHandler: (handler: OpenHandler) => {
        fake.openHandler = handler;
      },
    };
    constructor(public options: FakeWindow['options']) {
      fake.windows.push(this);
    }
    once(): void {}
    async loadURL(url: string): Promise<void> {
      this.loadedUrl = url;
    }
  }
  return {
    BrowserWindow,
    shell: {
      openExternal: async (url: string) => {
        fake.opened.push(url);
      },
      openPath: async (path: string) => {
        fake.opened.push(`open:${path}`);
        return '';
      },
      showItemInFolder: (path: string) => {
        fake.opened.push(`reveal:${path}`);
      },
    },
    ipcMain: {
      handle: (channel: string, handler: (event: FakeInvokeEvent, ...args: unknown[]) => unknown) => fake.handlers.set(channel, handler),
      removeHandler: (channel: string) => fake.handlers.delete(channel),
    },
  };
});

const { createHubWindow } = await import('../../electron/main/window');
const { registerBridgeHandlers } = await import('../../electron/main/ipc');
const { BRIDGE_CHANNELS } = await import('../../shared/desktop-bridge');

const HUB = 'https://localhost:8443';

function navigate(eventName: string, url: string): boolean {
  const listener = fake.listeners.get(eventName);
  if (!listener) throw new Error(`no ${eventName} listener`);
  let prevented = false;
  listener({ url, preventDefault: () => (prevented = true) });
  return prevented;
}

beforeEach(() => {
  fake.listeners.clear();
  fake.handlers.clear();
  fake.windows.length = 0;
  fake.opened.length = 0;
  fake.openHandler = null;
});

describe('the hub window', () => {
  it('is isolated, sandboxed, without Node, and opens the command centre', () => {
    createHubWindow({ hubUrl: HUB, preloadPath: '/app/out/preload/index.cjs' });
    const [window] = fake.windows;
    expect(window?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
    expect(window?.loadedUrl).toBe('https://localhost:8443/hub');
  });

  it('lets the page move around the hub', () => {
    createHubWindow({ hubUrl: HUB, preloadPath: 'p' });
    expect(navigate('will-navigate', `${HUB}/hub/settings`)).toBe(false);
    expect(fake.opened).toEqual([]);
  });

  it('refuses navigation to another site and shows it in the system browser instead', async () => {
    createHubWindow({ hubUrl: HUB, preloadPath: 'p' });
    expect(navigate('will-navigate', 'https://example.org/first-aid')).toBe(true);
    await Promise.resolve();
    expect(fake.opened).toEqual(['https://example.org/first-aid']);
  });

  it('refuses navigation to local files without opening them', async () => {
    createHubWindow({ hubUrl: HUB, preloadPath: 'p' });
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-redirect', 'https://evil.example/')).toBe(true);
    await Promise.resolve();
    expect(fake.opened).toEqual([]);
  });

  it('never opens a new Electron window; web links go to the system browser', async () => {
    createHubWindow({ hubUrl: HUB, preloadPath: 'p' });
    expect(fake.openHandler?.({ url: 'https://example.org/' })).toEqual({ action: 'deny' });
    expect(fake.openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(fake.opened).toEqual(['https://example.org/']);
  });
});

describe('the bridge handlers', () => {
  const hub = {
    url: HUB,
    urls: ['https://192.168.1.20:8443'],
    adminToken: 'secret-token',
    tlsFingerprint256: null,
    dataDir: '/var/lib/neighborwatch',
    events: { on: () => () => {} },
    close: async () => {},
  };

  function invoke(channel: string, senderUrl: string | null, ...args: unknown[]): unknown {
    const handler = fake.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  }

  it('give the hub page its admin token and LAN addresses', () => {
    registerBridgeHandlers(hub);
    expect(invoke(BRIDGE_CHANNELS.adminToken, `${HUB}/hub`)).toBe('secret-token');
    expect(invoke(BRIDGE_CHANNELS.hubUrls, `${HUB}/hub`)).toEqual(['https://192.168.1.20:8443']);
  });

  it('refuse any frame that is not the hub, or that is gone', () => {
    registerBridgeHandlers(hub);
    expect(() => invoke(BRIDGE_CHANNELS.adminToken, 'https://example.org/')).toThrow(/hub origin/);
    expect(() => invoke(BRIDGE_CHANNELS.adminToken, 'about:blank')).toThrow(/hub origin/);
    expect(() => invoke(BRIDGE_CHANNELS.hubUrls, null)).toThrow(/hub origin/);
  });

  it('open the data folder and reveal backups only by plain file name', async () => {
    registerBridgeHandlers(hub);
    await invoke(BRIDGE_CHANNELS.openDataFolder, `${HUB}/hub`);
    invoke(BRIDGE_CHANNELS.revealBackup, `${HUB}/hub`, 'neighborwatch-2026.db');
    expect(fake.opened.slice(-2)).toEqual(['open:/var/lib/neighborwatch', 'reveal:/var/lib/neighborwatch/backups/neighborwatch-2026.db']);
    expect(() => invoke(BRIDGE_CHANNELS.revealBackup, `${HUB}/hub`, '../../etc/passwd')).toThrow(/backup file name/);
    await expect(Promise.resolve().then(() => invoke(BRIDGE_CHANNELS.openDataFolder, 'https://example.org/'))).rejects.toThrow(/hub origin/);
  });

  it('can be removed again', () => {
    const remove = registerBridgeHandlers(hub);
    remove();
    expect(fake.handlers.size).toBe(0);
  });
});
