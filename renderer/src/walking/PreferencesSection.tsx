import { useEffect, useState } from 'react';
import type { ProximityPreferences } from '../../../shared/api/walking';
import { NearbyIcon } from '../assist/assist-icons';
import { showToast } from '../toasts/toast-store';
import { SwitchRow } from '../ui/Switch';
import { fetchProximityPreferences, updateProximityPreferences } from './walking-api';

/** Which walker notices this device receives: approaching only, and quiet for the household. */
export function PreferencesSection() {
  const [preferences, setPreferences] = useState<ProximityPreferences | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchProximityPreferences()
      .then((loaded) => live && setPreferences(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const change = async (update: Partial<ProximityPreferences>) => {
    if (!preferences) return;
    const previous = preferences;
    setPreferences({ ...preferences, ...update });
    setSaving(true);
    try {
      setPreferences(await updateProximityPreferences(update));
    } catch {
      setPreferences(previous);
      showToast({ title: 'Save Error', description: 'Your notice preferences could not be saved.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="walking-section" aria-labelledby="notices-title">
      <h3 id="notices-title" className="walking-section-title">
        <NearbyIcon size={18} />
        Notices I receive
      </h3>
      {preferences ? (
        <div className="switch-list">
          <SwitchRow
            label="Approaching only"
            hint="Only tell me about walkers coming towards me."
            checked={preferences.approachOnly}
            disabled={saving}
            onChange={(approachOnly) => void change({ approachOnly })}
          />
          <SwitchRow
            label="Quiet for my household"
            hint="Walks by family members linked below never notify me."
            checked={preferences.excludeHousehold}
            disabled={saving}
            onChange={(excludeHousehold) => void change({ excludeHousehold })}
          />
        </div>
      ) : (
        <p className="muted">Loading…</p>
      )}
      <p className="muted walking-section-text">
        Walkers within {preferences?.excludeSelfHouseRadiusM ?? 50} m of your home are never announced.
      </p>
    </section>
  );
}
