import { useEffect } from 'react';
import { useLocationStore } from '../location/location-store';
import { sourceLabel } from '../location/resolved-location';
import { AssistCard } from './AssistCard';
import { assistPoller, useAssistStore } from './assist-store';
import { HomeownerCard } from './HomeownerCard';
import { useClock } from './use-clock';

/** The proxy poll failed: the list is empty for now (spec/core.md §2 'Connection issue detected'). */
function AssistConnectionNotice() {
  const source = useLocationStore((state) => state.location?.source ?? null);
  return (
    <div className="notice notice-warning" role="status" data-testid="assist-connection-banner">
      <p className="notice-title">Connection issue detected</p>
      <p className="notice-text">
        Nearby concerns could not be loaded; polling retries automatically.{' '}
        {source && source !== 'gps'
          ? `Using a fallback location (${sourceLabel(source)}).`
          : 'When your position is unavailable, a fallback location is used.'}
      </p>
    </div>
  );
}

/** Neighbour-assist concerns in the feed, each with the homeowner prompt when it applies; polls every 15 s. */
export function AssistFeedSection() {
  const events = useAssistStore((state) => state.events);
  const connectionIssue = useAssistStore((state) => state.connectionIssue);
  const lastSuccessAt = useAssistStore((state) => state.lastSuccessAt);
  // A fresh answer must not be judged by an older clock reading (a 30-minute concern reading 31).
  const now = Math.max(useClock(15_000), lastSuccessAt ?? 0);

  useEffect(() => {
    const stop = assistPoller.start();
    assistPoller.refreshIfStale();
    return stop;
  }, []);

  if (events.length === 0) return connectionIssue ? <AssistConnectionNotice /> : null;
  return (
    <section className="stack-sm assist-section" aria-labelledby="assist-section-title">
      <h3 id="assist-section-title" className="assist-section-title">
        Neighbor concerns <span className="badge badge-muted">{events.length}</span>
      </h3>
      <div className="stack-sm">
        {events.map((event) => (
          <div key={event.eventId} className="stack-sm">
            <HomeownerCard event={event} now={now} />
            <AssistCard event={event} now={now} />
          </div>
        ))}
      </div>
    </section>
  );
}
