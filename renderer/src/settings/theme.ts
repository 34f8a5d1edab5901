import { useSettingsStore } from './settings-store';

function applyTheme(dark: boolean): void {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** Keeps <html data-theme> in step with the Dark Mode setting on every route. */
export function followThemeSetting(): void {
  applyTheme(useSettingsStore.getState().settings.darkMode);
  useSettingsStore.subscribe((state, previous) => {
    if (state.settings.darkMode !== previous.settings.darkMode) applyTheme(state.settings.darkMode);
  });
}
