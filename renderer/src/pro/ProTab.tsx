import { TabHeading } from '../ui/TabHeading';
import { ProIcon } from '../ui/icons';

/** Pro tier; the upgrade card, JIN and assistants arrive with the Pro issue. */
export function ProTab() {
  return (
    <section className="stack">
      <TabHeading title="Pro" description="Extra safety features for you and your neighbours." />
      <div className="card empty-state">
        <span className="empty-icon">
          <ProIcon size={28} />
        </span>
        <p className="empty-title">Pro is coming to this hub</p>
        <p className="muted">SOS map view, priority alerts and the AI assistants will be offered here.</p>
      </div>
    </section>
  );
}
