import { useEffect } from 'react';
import { useLocationStore } from '../location/location-store';
import { TabHeading } from '../ui/TabHeading';
import { LiveAudioIndicator } from './LiveAudioIndicator';
import { LocationStatusCard } from './LocationStatusCard';
import { SosButton } from './SosButton';
import { SosOptions } from './SosOptions';
import { useSosStore } from './sos-store';

/** A fix older than this is refreshed when the tab opens (the spec's 60 s maximum age). */
const FRESH_FIX_MS = 60_000;

function CooldownNote({ until }: { until: number | null }) {
  const minutes = until === null ? 0 : Math.ceil((until - Date.now()) / 60_000);
  if (minutes <= 0) return null;
  return (
    <p className="muted sos-cooldown">
      For safety, a new alert can be sent in about {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
    </p>
  );
}

/** SOS sending (spec/core.md §2 "SOS tab"). */
export function SosTab() {
  const active = useSosStore((state) => state.active);
  const cooldownUntil = useSosStore((state) => state.cooldownUntil);

  useEffect(() => {
    const { location, status, locate } = useLocationStore.getState();
    const stale = !location || location.source !== 'gps' || Date.now() - location.timestamp > FRESH_FIX_MS;
    if (stale && status !== 'locating') void locate({ announce: false });
  }, []);

  return (
    <section className="stack">
      <TabHeading
        title="Emergency SOS"
        description={
          active
            ? 'Your emergency alert is active. Your trusted contacts have been alerted and can see where you are.'
            : 'Alert your trusted contacts and nearby neighbours in an emergency.'
        }
      />
      <LocationStatusCard />
      <div className={`card sos-action${active ? ' sos-action-active' : ''}`}>
        {active ? (
          <div className="emergency-active" role="status" data-testid="emergency-active">
            <span className="pulse-dot" aria-hidden="true" />
            <div>
              <p className="emergency-active-title">Emergency Active</p>
              <p className="muted">Help is being alerted. Cancel only when you are safe.</p>
            </div>
          </div>
        ) : null}
        <SosButton />
        <LiveAudioIndicator />
        {active ? null : <CooldownNote until={cooldownUntil} />}
      </div>
      {/* Below the button: in an emergency the button comes first; the details are optional. */}
      <SosOptions disabled={active !== null} />
    </section>
  );
}
