import { useSosStore } from './sos-store';

/** The one big button (spec/core.md §2): send, or cancel while active; disabled while a call runs. */
export function SosButton() {
  const active = useSosStore((state) => state.active);
  const pending = useSosStore((state) => state.pending);
  const start = useSosStore((state) => state.start);
  const cancel = useSosStore((state) => state.cancel);

  const label =
    pending === 'start' ? 'Activating...' : pending === 'cancel' ? 'Cancelling...' : active ? 'CANCEL EMERGENCY' : 'SEND SOS ALERT';
  const disabled = pending !== null || (active !== null && !active.eventId);
  return (
    <button
      type="button"
      className={`sos-button${active ? ' sos-button-active' : ''}`}
      disabled={disabled}
      onClick={() => void (active ? cancel() : start())}
      data-testid="sos-button"
    >
      <span className="sos-button-label">{label}</span>
    </button>
  );
}
