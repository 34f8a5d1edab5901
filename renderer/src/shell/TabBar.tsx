import type { ComponentType, KeyboardEvent } from 'react';
import { ContactsIcon, FeedIcon, ProIcon, SettingsIcon, SosIcon } from '../ui/icons';
import { type TabId, useTabStore } from './tab-store';

type TabDefinition = { id: TabId; label: string; Icon: ComponentType<{ size?: number }> };

export const TAB_DEFINITIONS: readonly TabDefinition[] = [
  { id: 'feed', label: 'Feed', Icon: FeedIcon },
  { id: 'sos', label: 'SOS', Icon: SosIcon },
  { id: 'contacts', label: 'Contacts', Icon: ContactsIcon },
  { id: 'pro', label: 'Pro', Icon: ProIcon },
  { id: 'settings', label: 'Settings', Icon: SettingsIcon },
];

export const tabDomId = (id: TabId) => `tab-${id}`;
export const panelDomId = (id: TabId) => `panel-${id}`;

/** Icon tabs; labels are visible from 640 px and always present for screen readers. */
export function TabBar() {
  const active = useTabStore((state) => state.tab);
  const setTab = useTabStore((state) => state.setTab);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = TAB_DEFINITIONS.findIndex((tab) => tab.id === active);
    const next = TAB_DEFINITIONS[(index + step + TAB_DEFINITIONS.length) % TAB_DEFINITIONS.length];
    if (!next) return;
    setTab(next.id);
    document.getElementById(tabDomId(next.id))?.focus();
  };

  return (
    <nav className="tab-bar" aria-label="Sections">
      <div className="tab-bar-inner" role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {TAB_DEFINITIONS.map(({ id, label, Icon }) => (
          <button
            key={id}
            id={tabDomId(id)}
            type="button"
            role="tab"
            aria-selected={active === id}
            aria-controls={panelDomId(id)}
            tabIndex={active === id ? 0 : -1}
            className={`tab tab-${id}`}
            onClick={() => setTab(id)}
          >
            <Icon size={22} />
            <span className="tab-label">{label}</span>
          </button>
        ))}
      </div>
    </nav>
  );
}
