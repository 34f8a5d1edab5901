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
