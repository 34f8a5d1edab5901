/**
 * Registers /sw.js where the browser allows it (secure origins). The app works without it:
 * a refusal or an older browser only costs the offline shell and background notifications.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('[sw] registration failed', error);
    return null;
  }
}

/** A system notification for an emergency that arrived while the app was hidden. */
export async function notifyInBackground(title: string, body: string, tag: string): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const options: NotificationOptions = { body, tag, requireInteraction: true, data: { url: '/' }, icon: '/favicon.svg' };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(title, options);
      return true;
    }
    new Notification(title, options);
    return true;
  } catch {
    return false;
  }
}
