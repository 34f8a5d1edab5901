import { useEffect, type ReactNode } from 'react';
import { Toaster } from '../../toasts/Toaster';
import { AlarmBanner } from '../alarm/AlarmBanner';
import { AlarmControls } from '../alarm/AlarmControls';
import { useAlarmStore } from '../alarm/alarm-store';
import { CardsPage } from '../cards/CardsPage';
import { DataPage } from '../data/DataPage';
import { IncidentsPage } from '../incidents/IncidentsPage';
import { INCIDENT_POLL_MS, useIncidentsStore } from '../incidents/incidents-store';
import { OverviewPage } from '../overview/OverviewPage';
import { ResidentsPage } from '../residents/ResidentsPage';
import { SettingsPage } from '../settings/SettingsPage';
import { usePoll } from '../use-poll';
import { HubNav } from './HubNav';
import { SECTION_LABELS, useHubSection, type HubSection } from './hub-route';
import type { HubThemeChoice } from './hub-theme';

const PAGES: Record<HubSection, () => ReactNode> = {
  overview: () => <OverviewPage />,
  incidents: () => <IncidentsPage />,
  residents: () => <ResidentsPage />,
  cards: () => <CardsPage />,
  settings: () => <SettingsPage />,
  data: () => <DataPage />,
};

/** The coordinator's first click anywhere also unlocks the alarm sound (browsers need a gesture). */
function useSoundOnFirstClick(): void {
  useEffect(() => {
    const unlock = () => void useAlarmStore.getState().enableSound();
    document.addEventListener('pointerdown', unlock, { once: true, capture: true });
    return () => document.removeEventListener('pointerdown', unlock, { capture: true });
  }, []);
}

/** Navigation, the alarm banner and the current page; the incident board polls from here. */
export function HubShell({ theme, onTheme }: { theme: HubThemeChoice; onTheme: (choice: HubThemeChoice) => void }) {
  const section = useHubSection();
  const poll = useIncidentsStore((state) => state.poll);
  usePoll(poll, INCIDENT_POLL_MS);
  useSoundOnFirstClick();
  useEffect(() => {
    document.title = `${SECTION_LABELS[section]} · NeighborWatch Command Centre`;
  }, [section]);

  return (
    <div className="cc-shell">
      <HubNav current={section} theme={theme} onTheme={onTheme} />
      <div className="cc-body">
        <AlarmBanner />
        <header className="cc-topbar cc-no-print">
          <h1 className="cc-title">{SECTION_LABELS[section]}</h1>
          {section === 'overview' ? null : <AlarmControls compact />}
        </header>
        <main className="cc-main" data-section={section}>
          {PAGES[section]()}
        </main>
      </div>
      <Toaster />
    </div>
  );
}
