import { useEffect, useMemo } from 'react';
import { AssistFeedActions } from '../assist/AssistFeedActions';
import { AssistFeedSection } from '../assist/AssistFeedSection';
import { LocationBanner } from '../location/LocationBanner';
import { useProStatus } from '../pro/pro-status';
import { StopSirenButton } from '../siren/StopSirenButton';
import { ProximityFeedSection } from '../proximity/ProximityFeedSection';
import { TabHeading } from '../ui/TabHeading';
import { FeedIcon, ShieldIcon } from '../ui/icons';
import { useAssistStore } from '../assist/assist-store';
import { useProximityStore } from '../proximity/proximity-store';
import { sortedEvents, useFeedStore } from './feed-store';
import { refreshCadence } from './feed-format';
import { FeedSkeleton } from './FeedSkeleton';
import { ConnectionBanner, FeedBadges } from './FeedStatus';
import { SosCard } from './SosCard';
import { refreshSosFeedIfStale, sosPollInterval } from './sos-poller';
import { useNow } from './use-now';

function EmptyFeed() {
  return (
    <div className="card empty-state">
      <span className="empty-icon">
        <FeedIcon size={28} />
      </span>
      <p className="empty-title">No reports yet</p>
      <p className="muted">
        Emergency alerts from your trusted contacts and neighbours appear here. For a non-emergency concern, use
        “Flag for Neighbor”.
      </p>
    </div>
  );
}

function AllQuiet() {
  return (
    <div className="all-quiet" role="status">
      <ShieldIcon size={20} />
      <span>All quiet in your neighborhood</span>
    </div>
  );
}

/** The neighbourhood feed (spec/core.md §2): live SOS cards from the 10 s poll. */
export function FeedTab() {
  const eventsById = useFeedStore((state) => state.events);
  const loading = useFeedStore((state) => state.loading);
  const proStatus = useProStatus((state) => state.status);
  const now = useNow();
  const events = useMemo(() => sortedEvents(eventsById), [eventsById]);
  const anyActive = events.some((event) => event.status === 'active');
  // Concerns and walker notices are reports too: the empty state is for a feed with nothing at all.
  const otherReports = useAssistStore((state) => state.events.length) + useProximityStore((state) => state.notices.length);

  useEffect(() => refreshSosFeedIfStale(), []);

  return (
    <section className="stack">
      <TabHeading
        title="Neighborhood Feed"
        description="Emergency alerts and neighbour concerns near you."
        actions={<FeedBadges />}
      />
      <StopSirenButton />
      <LocationBanner />
      <ConnectionBanner />
      <AssistFeedActions />
      {loading ? (
        <FeedSkeleton />
      ) : events.length === 0 ? (
        otherReports === 0 ? <EmptyFeed /> : null
      ) : (
        <>
          {anyActive ? null : <AllQuiet />}
          <div className="stack-sm" aria-label="Emergency alerts" role="feed">
            {events.map((event) => (
              <SosCard key={event.eventId} event={event} proStatus={proStatus} now={now} />
            ))}
          </div>
        </>
      )}
      <AssistFeedSection />
      <ProximityFeedSection />
      <p className="feed-footer muted">
        {refreshCadence(sosPollInterval())}
        {loading ? ' · Loading nearby concerns...' : ''}
      </p>
    </section>
  );
}
