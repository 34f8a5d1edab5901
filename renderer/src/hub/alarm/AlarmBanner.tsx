import { senderLabel } from '../incidents/incident-format';
import { openIncident } from '../incidents/incidents-store';
import { useAlarmStore } from './alarm-store';

/** A red strip across the top for every SOS nobody has acknowledged yet. */
export function AlarmBanner() {
  const ringing = useAlarmStore((state) => state.ringing);
  const soundEnabled = useAlarmStore((state) => state.soundEnabled);
  const acknowledge = useAlarmStore((state) => state.acknowledge);
  const latest = ringing[0];
  if (!latest) return null;
  const more = ringing.length - 1;
  return (
    <div className="cc-alarm-banner cc-no-print" role="alert" data-testid="sos-alarm">
      <span className="cc-alarm-dot" aria-hidden="true" />
      <div className="cc-alarm-text">
        <strong>New SOS{more > 0 ? ` (+${more} more)` : ''}</strong>
        <span className="break">
          {senderLabel(latest)}: {latest.message ?? 'no message'}
          {soundEnabled ? '' : ' · alarm sound is off'}
        </span>
      </div>
      <div className="cc-alarm-actions">
        <button type="button" className="button button-small cc-alarm-open" onClick={() => openIncident(latest)}>
          Open
        </button>
        <button type="button" className="button button-small cc-alarm-silence" onClick={() => acknowledge()}>
          Silence
        </button>
      </div>
    </div>
  );
}
