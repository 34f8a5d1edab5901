import { BRIDGE_GLOBAL, type DesktopBridge } from '../../../shared/desktop-bridge';

const TOKEN_KEY = 'nw_hub_token';

/**
 * The coordinator's admin token. The hub prints a `/hub#token=…` link; the token is moved
 * into sessionStorage and the fragment cleared so it does not linger in the address bar.
 */
export function takeHubToken(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  if (fromHash) {
    try {
      sessionStorage.setItem(TOKEN_KEY, fromHash);
    } catch {
      // Without sessionStorage the token still works for this page view.
    }
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromHash;
  }
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Forgets a token the hub refused, so a reload shows the "open the link" page rather than retrying it. */
export function forgetHubToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored
  }
}

function desktopBridge(): Pick<DesktopBridge, 'adminToken'> | null {
  const candidate: unknown = Reflect.get(window, BRIDGE_GLOBAL);
  if (typeof candidate !== 'object' || candidate === null) return null;
  const adminToken: unknown = Reflect.get(candidate, 'adminToken');
  if (typeof adminToken !== 'function') return null;
  return { adminToken: async () => String(await Reflect.apply(adminToken, candidate, [])) };
}

/** The desktop window's bridge first; otherwise the printed link (#token=…) or this tab's stored copy. */
export async function resolveHubToken(): Promise<string | null> {
  const bridge = desktopBridge();
  if (bridge) {
    try {
      const token = await bridge.adminToken();
      if (token) return token;
    } catch {
      // fall back to the link
    }
  }
  return takeHubToken();
}
