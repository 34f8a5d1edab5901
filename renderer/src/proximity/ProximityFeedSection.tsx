import { useEffect } from 'react';
import { useClock } from '../assist/use-clock';
import { ProximityCard } from './ProximityCard';
import { proximityPoller, useProximityStore } from './proximity-store';

/** Walker notices in the feed, polled every 15 s. */
export function ProximityFeedSection() {
  const notices = useProximityStore((state) => state.notices);
  const now = useClock(15_000);

  useEffect(() => {
    const stop = proximityPoller.start();
    proximityPoller.refreshIfStale();
    return stop;
  }, []);

  if (notices.length === 0) return null;
  return (
    <section className="stack-sm proximity-section" aria-labelledby="proximity-section-title">
      <h3 id="proximity-section-title" className="assist-section-title">
        Walkers nearby
      </h3>
      {notices.map((notice) => (
        <ProximityCard key={notice.id} notice={notice} now={now} />
      ))}
    </section>
  );
}
