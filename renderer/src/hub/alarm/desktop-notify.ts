export type NotifyPermission = NotificationPermission | 'unsupported';

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once, from a click: browsers ignore requests that no person made. */
export async function requestNotifyPermission(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** A system notification that stays until dismissed; clicking it brings the command centre forward. */
export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (notifyPermission() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag, requireInteraction: true });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some platforms only allow notifications from a service worker; the banner and sound remain.
  }
}
