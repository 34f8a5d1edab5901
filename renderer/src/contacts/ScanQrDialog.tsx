import { useState } from 'react';
import { idPrefix, normalizeId } from '../../../shared/ids';
import { useIdentityStore } from '../identity/identity-store';
import { showToast } from '../toasts/toast-store';
import { Dialog } from '../ui/Dialog';
import { checkContactId } from './contact-validation';
import { useContactsStore } from './contacts-store';
import { NicknameField } from './NicknameField';
import { cameraErrorText, useQrScanner } from './use-qr-scanner';

type ScanQrDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** QR scan flow (spec/core.md §4): camera, decode, validate, nickname, add. Failures close with a toast. */
export function ScanQrDialog({ open, onOpenChange }: ScanQrDialogProps) {
  const add = useContactsStore((state) => state.add);
  const [scannedId, setScannedId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setScannedId(null);
    setName('');
    onOpenChange(false);
  };

  const onDecode = (text: string) => {
    const problem = checkContactId(
      text,
      useIdentityStore.getState().userId,
      useContactsStore.getState().contacts,
      'scan',
    );
    if (problem) {
      showToast({ ...problem, variant: 'destructive' });
      close();
      return;
    }
    setScannedId(normalizeId(text));
  };

  const onCameraError = (error: unknown) => {
    showToast({ title: 'Camera Error', description: cameraErrorText(error), variant: 'destructive' });
    close();
  };

  const videoRef = useQrScanner(open && scannedId === null, onDecode, onCameraError);

  const submit = async () => {
    if (!scannedId || busy) return;
    setBusy(true);
    const added = await add(scannedId, name, 'scan');
    setBusy(false);
    if (added) close();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={scannedId ? 'Name this contact' : 'Scan QR Code'}
      description={
        scannedId
          ? 'Choose a nickname you will recognise in an emergency.'
          : "Point your camera at your contact's My QR code."
      }
      testId="scan-qr-dialog"
      footer={
        scannedId ? (
          <>
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void submit()}>
              {busy ? 'Adding…' : 'Add Contact'}
            </button>
          </>
        ) : (
          <button type="button" className="button button-secondary" onClick={close}>
            Cancel
          </button>
        )
      }
    >
      {scannedId ? (
        <div className="stack-sm">
          <p className="scanned-id">
            Device <code>{idPrefix(scannedId)}</code> scanned
          </p>
          <NicknameField value={name} onChange={setName} onSubmit={() => void submit()} autoFocus />
        </div>
      ) : (
        <div className="viewfinder">
          <video ref={videoRef} muted playsInline aria-label="Camera preview" />
          <span className="viewfinder-frame" aria-hidden="true" />
        </div>
      )}
    </Dialog>
  );
}
