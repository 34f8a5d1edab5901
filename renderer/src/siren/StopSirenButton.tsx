import { useState } from 'react';
import { cancelSiren } from './siren-api';
import { useSirenStore } from './siren-store';

/** The feed's 'Stop Siren' button, shown only while a siren is sounding (spec/core.md §2). */
export function StopSirenButton() {
  const eventId = useSirenStore((state) => state.playingEventId);
  const [busy, setBusy] = useState(false);
  if (!eventId) return null;
  const stop = async () => {
    setBusy(true);
    await cancelSiren(eventId);
    setBusy(false);
  };
  return (
    <button type="button" className="button button-danger siren-stop" disabled={busy} onClick={() => void stop()}>
      <span className="pulse-dot pulse-dot-light" aria-hidden="true" />
      Stop Siren
    </button>
  );
}
