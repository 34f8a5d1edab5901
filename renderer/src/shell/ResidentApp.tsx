import { type ComponentType, useEffect } from 'react';
import { idPrefix } from '../../../shared/ids';
import { EmergencyAlertLayer } from '../alert/EmergencyAlertLayer';
import { ContactsTab } from '../contacts/ContactsTab';
import { FeedTab } from '../feed/FeedTab';
import { startSosServices } from '../feed/sos-services';
import { useIdentityStore } from '../identity/identity-store';
import { ProTab } from '../pro/ProTab';
import { SettingsTab } from '../settings/SettingsTab';
import { SosTab } from '../sos/SosTab';
import { Toaster } from '../toasts/Toaster';
import { AppHeader } from './AppHeader';
import { panelDomId, TabBar, tabDomId } from './TabBar';
import { type TabId, useTabStore } from './tab-store';

const PANELS: Record<TabId, ComponentType> = {
  feed: FeedTab,
  sos: SosTab,
  contacts: ContactsTab,
  pro: ProTab,
  settings: SettingsTab,
};

/** The resident app: header, five tabs, device footer (spec/core.md §2). */
export function ResidentApp() {
  const tab = useTabStore((state) => state.tab);
  const deviceId = useIdentityStore((state) => state.deviceId);
  const Panel = PANELS[tab];

  useEffect(() => {
    const toPro = () => useTabStore.getState().setTab('pro');
    window.addEventListener('navigate-to-pro', toPro);
    return () => window.removeEventListener('navigate-to-pro', toPro);
  }, []);

  // Pro status, location and the SOS poll that raises incoming alerts run whatever tab is open.
  useEffect(() => startSosServices(), []);

  return (
    <div className="app">
      <AppHeader />
      <TabBar />
      <main className="app-main" id={panelDomId(tab)} role="tabpanel" aria-labelledby={tabDomId(tab)}>
        <Panel />
      </main>
      <footer className="app-footer">
        <span>Device ID</span>
        <code data-testid="device-id-prefix">{idPrefix(deviceId)}</code>
      </footer>
      <EmergencyAlertLayer />
      <Toaster />
    </div>
  );
}
