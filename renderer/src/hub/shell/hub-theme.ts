import { useEffect, useState } from 'react';

export type HubThemeChoice = 'system' | 'light' | 'dark';

const THEME_KEY = 'nw_hub_theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): HubThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function applyTheme(choice: HubThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia(DARK_QUERY).matches);
  // The resident app's convention: <html data-theme> drives every colour variable.
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/**
 * The command centre's theme: the system's light or dark preference unless the coordinator
 * picked one (kept on this machine). The resident's Dark Mode setting does not apply here.
 */
export function useHubTheme(): [HubThemeChoice, (choice: HubThemeChoice) => void] {
  const [choice, setChoice] = useState(storedChoice);
  useEffect(() => {
    applyTheme(choice);
    if (choice !== 'system') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);
  const choose = (next: HubThemeChoice) => {
    try {
      if (next === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, next);
    } catch {
      // the choice still applies to this page view
    }
    setChoice(next);
  };
  return [choice, choose];
}
