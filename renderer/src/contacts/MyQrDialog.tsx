import { useEffect, useRef, useState } from 'react';
import { QR_IMAGE_MARGIN, QR_IMAGE_WIDTH } from '../../../shared/constants';
import { useIdentityStore } from '../identity/identity-store';
import { showToast } from '../toasts/toast-store';
import { Dialog } from '../ui/Dialog';

type MyQrDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The QR encodes exactly the device id string, so any scanner reads the same value. */
async function deviceIdQr(deviceId: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(deviceId, {
    width: QR_IMAGE_WIDTH,
    margin: QR_IMAGE_MARGIN,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export function MyQrDialog({ open, onOpenChange }: MyQrDialogProps) {
  const deviceId = useIdentityStore((state) => state.deviceId);
  const [image, setImage] = useState<string | null>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    let current = true;
    deviceIdQr(deviceId)
      .then((url) => current && setImage(url))
      .catch((error: unknown) => {
        console.error('[contacts] QR generation failed', error);
        showToast({ title: 'QR Generation Failed', description: 'Unable to create your QR code.', variant: 'destructive' });
        if (current) onOpenChangeRef.current(false);
      });
    return () => {
      current = false;
    };
  }, [open, deviceId]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="My QR Code"
      description="Let a neighbour scan this to add you as a trusted contact. Showing it is your consent."
      testId="my-qr-dialog"
    >
      <div className="qr-block">
        {image ? (
          <img src={image} width={QR_IMAGE_WIDTH} height={QR_IMAGE_WIDTH} alt="QR code of your device ID" className="qr-image" />
        ) : (
          <div className="qr-image qr-loading" aria-busy="true" />
        )}
        <code className="mono break qr-caption">{deviceId}</code>
      </div>
    </Dialog>
  );
}
