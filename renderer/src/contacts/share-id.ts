import { showToast } from '../toasts/toast-store';

/** Shares the device id through the system share sheet, or copies it where there is none. */
export async function shareDeviceId(deviceId: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'My NeighborWatch device ID', text: deviceId });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof Error && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(deviceId);
    showToast({ title: 'Device ID Copied', description: 'Paste it to the person who will add you.', variant: 'success' });
  } catch {
    showToast({ title: 'Copy Failed', description: 'Unable to copy your device ID. Use My QR instead.', variant: 'destructive' });
  }
}
