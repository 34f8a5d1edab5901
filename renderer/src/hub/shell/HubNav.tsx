import { PRODUCT_NAME } from '../../../../shared/constants';
import { ShieldIcon } from '../../ui/icons';
import { isActive, useIncidentsStore } from '../incidents/incidents-store';
import { HUB_SECTIONS, SECTION_LABELS, navigateTo, pathForSection, type HubSection } from './hub-route';
import type { HubThemeChoice } from './hub-theme';
import { SECTION_ICONS } from './nav-icons';
import { ThemeToggle } from './ThemeToggle';

type HubNavProps = { current: HubSection; theme: HubThemeChoice; onTheme: (choice: HubThemeChoice) => void };

/** A left column on desktops, a scrolling row of tabs on phones. */
export function HubNav({ current, theme, onTheme }: HubNavProps) {
  const activeCount = useIncidentsStore((state) => state.incidents.filter(isActive).length);
  return (
    <nav className="cc-nav cc-no-print" aria-label="Command centre">
      <div className="cc-brand">
        <span className="brand-mark">
          <ShieldIcon size={22} />
        </span>
        <div>
          <p className="cc-brand-name">{PRODUCT_NAME}</p>
          <p className="cc-brand-sub">Command Centre</p>
        </div>
      </div>
      <ul className="cc-nav-list">
        {HUB_SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={pathForSection(section)}
              className="cc-nav-link"
              aria-current={section === current ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                navigateTo(section);
              }}
            >
              {SECTION_ICONS[section]}
              <span>{SECTION_LABELS[section]}</span>
              {section === 'incidents' && activeCount > 0 ? (
                <span className="cc-nav-count" aria-label={`${activeCount} active`}>
                  {activeCount}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      <div className="cc-nav-footer">
        <ThemeToggle choice={theme} onChange={onTheme} />
      </div>
    </nav>
  );
}
