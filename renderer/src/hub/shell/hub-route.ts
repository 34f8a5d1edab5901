import { useEffect, useState } from 'react';

export const HUB_SECTIONS = ['overview', 'incidents', 'residents', 'cards', 'settings', 'data'] as const;
export type HubSection = (typeof HUB_SECTIONS)[number];

export const SECTION_LABELS: Record<HubSection, string> = {
  overview: 'Overview',
  incidents: 'Incidents',
  residents: 'Residents',
  cards: 'Cards',
  settings: 'Settings',
  data: 'Data',
};

const NAVIGATE_EVENT = 'nw-hub-navigate';

function isSection(value: string | undefined): value is HubSection {
  return HUB_SECTIONS.some((section) => section === value);
}

/** /hub is the overview; /hub/<section> the others, so a reload stays on the same page. */
export function sectionFromPath(pathname: string): HubSection {
  const part = pathname.replace(/^\/hub\/?/, '').split('/')[0];
  return isSection(part) ? part : 'overview';
}

export function pathForSection(section: HubSection): string {
  return section === 'overview' ? '/hub' : `/hub/${section}`;
}

export function navigateTo(section: HubSection): void {
  const path = pathForSection(section);
  if (window.location.pathname !== path) window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/** The section shown, following the address bar (back and forward included). */
export function useHubSection(): HubSection {
  const [section, setSection] = useState(() => sectionFromPath(window.location.pathname));
  useEffect(() => {
    const follow = () => setSection(sectionFromPath(window.location.pathname));
    window.addEventListener('popstate', follow);
    window.addEventListener(NAVIGATE_EVENT, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(NAVIGATE_EVENT, follow);
    };
  }, []);
  return section;
}
