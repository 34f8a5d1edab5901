import { cameraErrorText, useQrScanner } from '../contacts/use-qr-scanner';
import { Dialog } from '../ui/Dialog';

type CardScanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text of the first QR code seen; the dialog closes itself first. */
  onScanned: (text: string) => void;
  /** The camera could not start; the sentence already suggests typing the code. */
  onCameraFailed: (message: string) => void;
};

/** Camera view for the QR code on a prepaid card (jsQR is loaded on first use). */
export function CardScanDialog({ open, onOpenChange, onScanned, onCameraFailed }: CardScanDialogProps) {
  const videoRef = useQrScanner(
    open,
    (text) => {
      onOpenChange(false);
      onScanned(text);
    },
    (error) => {
      onOpenChange(false);
      onCameraFailed(`${cameraErrorText(error)} Type the code printed on your card instead.`);
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Scan Prepaid Card"
      description="Point your camera at the QR code on your prepaid JIN card."
      testId="card-scan-dialog"
      footer={
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </button>
      }
    >
      <div className="viewfinder">
        <video ref={videoRef} muted playsInline aria-label="Camera preview" />
        <span className="viewfinder-frame" aria-hidden="true" />
      </div>
    </Dialog>
  );
}
