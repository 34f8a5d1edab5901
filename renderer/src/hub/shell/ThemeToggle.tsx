import type { HubThemeChoice } from './hub-theme';

const NEXT: Record<HubThemeChoice, HubThemeChoice> = { system: 'dark', dark: 'light', light: 'system' };
const LABEL: Record<HubThemeChoice, string> = { system: 'Theme: system', dark: 'Theme: dark', light: 'Theme: light' };

/** Cycles system → dark → light. */
export function ThemeToggle({ choice, onChange }: { choice: HubThemeChoice; onChange: (choice: HubThemeChoice) => void }) {
  return (
    <button type="button" className="cc-theme-toggle" onClick={() => onChange(NEXT[choice])} title="Change the colour theme">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="8" />
        <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
      </svg>
      <span>{LABEL[choice]}</span>
    </button>
  );
}
