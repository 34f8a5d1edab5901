import { PROXIMITY_RADIUS_M } from '../../../shared/api/walking';
import { Dialog } from '../ui/Dialog';
import { FamilySection } from './FamilySection';
import { HomeSection } from './HomeSection';
import { PreferencesSection } from './PreferencesSection';
import { WalkSection } from './WalkSection';

type WalkingDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The Walking Notifications settings dialog (spec/assist.md §2), titled like the Settings link
 * that opens it ('Walking & Proximity Settings'):
 * the walk itself, the home anchor, notice preferences and the family list. Closing the dialog
 * does not stop a walk; the 'Walking' indicator in the feed does.
 */
export function WalkingDialog({ open, onOpenChange }: WalkingDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Walking & Proximity Settings"
      description={`While you walk, neighbours within ${PROXIMITY_RADIUS_M}\u00a0m are notified that someone is nearby. They never learn who you are.`}
      testId="walking-dialog"
      footer={
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          Close
        </button>
      }
    >
      {open ? (
        <div className="walking-dialog-body">
          <WalkSection />
          <HomeSection />
          <PreferencesSection />
          <FamilySection />
        </div>
      ) : null}
    </Dialog>
  );
}
