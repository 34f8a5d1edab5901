import type { DeviceSettings } from '../../../shared/api/settings';
import { requestPosition } from '../location/geolocation';
import { showToast } from '../toasts/toast-store';

/**
 * Turning Share Location or Emergency Alerts on first asks the browser (spec/core.md §5).
 * Returns false, after telling the person why, when the browser refuses.
 */
export async function permitSetting(key: keyof DeviceSettings, value: boolean): Promise<boolean> {
  if (!value) return true;
  if (key === 'shareLocation') {
    try {
      await requestPosition();
      return true;
    } catch {
      showToast({
        title: 'Location Denied',
        description: 'Allow location access in your browser settings to share your location.',
        variant: 'destructive',
      });
      return false;
    }
  }
  if (key === 'notifications') {
    const permission = 'Notification' in window ? await Notification.requestPermission().catch(() => 'denied') : 'denied';
    if (permission === 'granted') return true;
    showToast({
      title: 'Permission Denied',
      description: 'Allow notifications in your browser settings to receive emergency alerts.',
      variant: 'destructive',
    });
    return false;
  }
  return true;
}
