import { useState } from 'react';
import type { DeviceSettings } from '../../../shared/api/settings';
import { SwitchRow } from '../ui/Switch';
import { LanguageSetting } from '../translate/LanguageSetting';
import { TabHeading } from '../ui/TabHeading';
import { ChevronIcon, UserCheckIcon } from '../ui/icons';
import { DeviceInfoCard } from './DeviceInfoCard';
import { ResetDeviceCard } from './ResetDeviceCard';
import { useSettingsStore } from './settings-store';
import { WalkingSettingsDialog } from './WalkingSettingsDialog';

type SwitchSpec = { key: keyof DeviceSettings; label: string; hint: string };
type SectionSpec = { title: string; switches: SwitchSpec[] };

const SECTIONS: SectionSpec[] = [
  {
    title: 'Privacy & Location',
    switches: [
      { key: 'shareLocation', label: 'Share Location', hint: 'Lets the hub alert you about emergencies near you.' },
    ],
  },
  {
    title: 'Notifications',
    switches: [
      { key: 'notifications', label: 'Emergency Alerts', hint: 'Show a notification when someone needs help.' },
      { key: 'emergencyAudio', label: 'Emergency Audio Alerts', hint: 'Play a sound for incoming emergencies.' },
    ],
  },
  {
    title: 'App Preferences',
    switches: [
      { key: 'darkMode', label: 'Dark Mode', hint: 'Easier on the eyes at night.' },
      { key: 'autoConnect', label: 'Auto-reconnect', hint: 'Reconnect live audio and alerts automatically.' },
    ],
  },
];

function SettingSwitch({ spec }: { spec: SwitchSpec }) {
  const checked = useSettingsStore((state) => state.settings[spec.key]);
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  return (
    <SwitchRow label={spec.label} hint={spec.hint} checked={checked} onChange={(value) => void changeSetting(spec.key, value)} />
  );
}

export function SettingsTab() {
  const [walkingOpen, setWalkingOpen] = useState(false);
  return (
    <section className="stack">
      <TabHeading
        title="Settings"
        description="Everything here stays on this device and your neighbourhood hub."
        actions={
          <span className="badge badge-calm">
            <UserCheckIcon size={16} />
            No Account Required
          </span>
        }
      />
      {SECTIONS.map((section) => (
        <section key={section.title} className="card settings-section" aria-label={section.title}>
          <h3>{section.title}</h3>
          <div className="switch-list">
            {section.switches.map((spec) => (
              <SettingSwitch key={spec.key} spec={spec} />
            ))}
          </div>
        </section>
      ))}
      <LanguageSetting />
      <button type="button" className="card link-card" onClick={() => setWalkingOpen(true)}>
        <span>
          <span className="link-card-title">Walking & Proximity Settings</span>
          <span className="muted">Nearby walker notices and your household</span>
        </span>
        <ChevronIcon />
      </button>
      <WalkingSettingsDialog open={walkingOpen} onOpenChange={setWalkingOpen} />
      <DeviceInfoCard />
      <ResetDeviceCard />
    </section>
  );
}
