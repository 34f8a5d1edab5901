import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { resetDevice } from './reset-device';

export function ResetDeviceCard() {
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);

  const confirm = () => {
    setResetting(true);
    setConfirming(false);
    resetDevice();
  };

  return (
    <section className="card settings-section" aria-labelledby="reset-title">
      <h3 id="reset-title">Reset Device</h3>
      <p className="muted">
        Removes your device ID, trusted contacts and settings from this browser. You will start again with a new
        identity.
      </p>
      <button type="button" className="button button-danger-outline" disabled={resetting} onClick={() => setConfirming(true)}>
        Reset All Data
      </button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset all data?"
        description="This clears everything stored on this device and gives you a new device ID. Your contacts will need to scan your new QR code."
        testId="reset-dialog"
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="button button-danger" onClick={confirm}>
              Reset All Data
            </button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}
