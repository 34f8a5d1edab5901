import { TabHeading } from '../ui/TabHeading';

/** SOS sending; location status and the alert button arrive with the SOS issue. */
export function SosTab() {
  return (
    <section className="stack">
      <TabHeading
        title="Emergency SOS"
        description="Alert your trusted contacts and nearby neighbours in an emergency."
      />
      <div className="card sos-placeholder">
        <div className="sos-disc" aria-hidden="true">
          SOS
        </div>
        <p className="muted">Sending alerts from this device is being set up on this hub.</p>
      </div>
    </section>
  );
}
