import { DirectionsButton } from '../alert/DirectionsButton';
import { formatCoordinates } from '../location/resolved-location';
import { Dialog } from '../ui/Dialog';

type OfferHelpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: { lat: number; lng: number };
  approximate: boolean;
};

/** 'Offer Help': where the emergency is, as coordinates, and a way to get there (spec/core.md §2). */
export function OfferHelpDialog({ open, onOpenChange, location, approximate }: OfferHelpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Offer Help"
      description="Thank you for stepping up. Go only if it is safe for you."
      testId="offer-help-dialog"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
            Close
          </button>
          <DirectionsButton lat={location.lat} lng={location.lng} />
        </>
      }
    >
      <div className="stack-sm">
        <div className="help-address">
          <span className="muted">{approximate ? 'Approximate location (within about 100 m)' : 'Emergency location'}</span>
          <span className="mono help-coordinates">{formatCoordinates(location.lat, location.lng, approximate ? 3 : 6)}</span>
        </div>
        <ul className="help-tips">
          <li>Call 911 first if anyone is in immediate danger.</li>
          <li>Do not enter a dangerous situation; wait for emergency services.</li>
        </ul>
      </div>
    </Dialog>
  );
}
