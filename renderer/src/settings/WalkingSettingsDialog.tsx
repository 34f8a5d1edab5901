import { WalkingDialog } from '../walking/WalkingDialog';

type WalkingSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Settings → Walking & Proximity Settings: the Walking Notifications dialog (renderer/src/walking). */
export function WalkingSettingsDialog({ open, onOpenChange }: WalkingSettingsDialogProps) {
  return <WalkingDialog open={open} onOpenChange={onOpenChange} />;
}
