import { formatCoordinates } from '../location/resolved-location';

type ProUpsellProps = { lat: number; lng: number; onUpgrade: () => void };

/** The non-Pro viewer's location block: approximate coordinates and the way to Pro (spec/core.md §2). */
export function ProUpsell({ lat, lng, onUpgrade }: ProUpsellProps) {
  return (
    <section className="pro-upsell" aria-labelledby="pro-upsell-title" data-testid="pro-upsell">
      <p className="pro-upsell-banner">PRO FEATURE</p>
      <div className="pro-upsell-body">
        <h3 id="pro-upsell-title">Precise Location Available</h3>
        <p>
          Approximate location: <span className="mono nowrap">{formatCoordinates(lat, lng, 3)}</span> (within about 100&nbsp;m)
        </p>
        <p className="muted">Pro shows the exact spot on a live map and sounds the emergency siren for alerts like this.</p>
        <button type="button" className="button button-primary" onClick={onUpgrade}>
          Upgrade to Pro
        </button>
      </div>
    </section>
  );
}
