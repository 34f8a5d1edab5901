import { Dialog } from '../ui/Dialog';

type WalkingSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Walking & proximity preferences; the family list and walk settings arrive with the walking issue. */
export function WalkingSettingsDialog({ open, onOpenChange }: WalkingSettingsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Walking & Proximity Settings"
      description="While you walk, neighbours within 100 m can be told that someone is nearby."
      footer={
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          Close
        </button>
      }
    >
      <p className="muted">Household members and walking preferences will be managed here.</p>
    </Dialog>
  );
}
