import { useCallback, useState } from 'react';
import { cancelSiren } from '../siren/siren-api';
import { stopSirenForGood, useSirenStore } from '../siren/siren-store';
import { useSirenStatusPoll } from './use-siren-status-poll';

/**
 * 'Stop Siren' only while this event's siren plays for a non-initiator who has not stopped it;
 * 'Siren Stopped' afterwards (spec/core.md §2). While it plays the hub is asked every 500 ms
 * whether the stop was already recorded for this viewer.
 */
export function AlertSirenControls({ eventId, isInitiator }: { eventId: string; isInitiator: boolean }) {
  const playing = useSirenStore((state) => state.playingEventId === eventId);
  const stopped = useSirenStore((state) => state.stoppedIds.has(eventId));
  const [busy, setBusy] = useState(false);
  const onHubStopped = useCallback(() => stopSirenForGood(eventId), [eventId]);
  useSirenStatusPoll(eventId, playing && !isInitiator && !stopped, onHubStopped);

  if (isInitiator) return null;
  if (stopped) {
    return (
      <p className="siren-stopped" role="status">
        Siren Stopped
      </p>
    );
  }
  if (!playing) return null;
  const stop = async () => {
    setBusy(true);
    await cancelSiren(eventId);
    setBusy(false);
  };
  return (
    <button type="button" className="button button-danger siren-stop" disabled={busy} onClick={() => void stop()}>
      Stop Siren
    </button>
  );
}
