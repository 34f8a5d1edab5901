import { useAlarmStore } from './alarm-store';

/** Buttons to turn the alarm sound and desktop notifications on, shown until they are. */
export function AlarmControls({ compact = false }: { compact?: boolean }) {
  const soundEnabled = useAlarmStore((state) => state.soundEnabled);
  const notifications = useAlarmStore((state) => state.notifications);
  const enableSound = useAlarmStore((state) => state.enableSound);
  const enableNotifications = useAlarmStore((state) => state.enableNotifications);
  if (soundEnabled && notifications !== 'default') {
    return compact ? null : <p className="muted cc-alarm-ready">Alarm sound is on{notifications === 'granted' ? ' and desktop notifications are allowed' : ''}.</p>;
  }
  return (
    <div className="cc-alarm-controls" data-testid="alarm-controls">
      {soundEnabled ? null : (
        <button type="button" className="button button-danger-outline button-small" onClick={() => void enableSound(true)}>
          Enable alarm sound
        </button>
      )}
      {notifications === 'default' ? (
        <button type="button" className="button button-secondary button-small" onClick={() => void enableNotifications()}>
          Allow desktop notifications
        </button>
      ) : null}
      {notifications === 'denied' && !compact ? <span className="muted">Desktop notifications are blocked in this browser.</span> : null}
    </div>
  );
}
