import { TabHeading } from '../ui/TabHeading';
import { FeedIcon } from '../ui/icons';

/** Neighbourhood feed; the live list of alerts and concerns arrives with the feed issue. */
export function FeedTab() {
  return (
    <section className="stack">
      <TabHeading title="Neighborhood Feed" description="Emergency alerts and neighbour concerns near you." />
      <div className="card empty-state">
        <span className="empty-icon">
          <FeedIcon size={28} />
        </span>
        <p className="empty-title">No reports yet</p>
        <p className="muted">Alerts from your trusted contacts and neighbours will appear here.</p>
      </div>
    </section>
  );
}
