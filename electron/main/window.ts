import { BrowserWindow, shell, type WebContents } from 'electron';
import { commandCentreUrl, externalLinkAllowed, isSameOrigin } from './decisions';

export type HubWindowOptions = {
  hubUrl: string;
  preloadPath: string;
};

function openOutside(url: string): void {
  if (!externalLinkAllowed(url)) return;
  shell.openExternal(url).catch((error: unknown) => {
    console.error('[desktop] could not open link in the system browser', error);
  });
}

/**
 * Keeps the window on the hub: navigation elsewhere is refused (web links go to the
 * system browser) and no page can open a new Electron window or attach a webview.
 */
export function confineToHub(contents: WebContents, hubUrl: string): void {
  contents.on('will-navigate', (event) => {
    if (isSameOrigin(event.url, hubUrl)) return;
    event.preventDefault();
    openOutside(event.url);
  });
  // A server-side redirect to another origin is a navigation too.
  contents.on('will-redirect', (event) => {
    if (isSameOrigin(event.url, hubUrl)) return;
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Opens the command centre of the hub at `hubUrl` in a locked-down window. */
export function createHubWindow({ hubUrl, preloadPath }: HubWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 800,
    minHeight: 600,
    title: 'NeighborWatch Hub',
    // Shown on ready-to-show so the coordinator never sees a blank white frame.
    show: false,
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      preload: preloadPath,
    },
  });
  window.once('ready-to-show', () => window.show());
  confineToHub(window.webContents, hubUrl);
  window.loadURL(commandCentreUrl(hubUrl)).catch((error: unknown) => {
    console.error('[desktop] could not load the command centre', error);
  });
  return window;
}
