/** Keeps the screen on while an emergency alert is shown (Screen Wake Lock API, where supported). */
let sentinel: WakeLockSentinel | null = null;

export async function keepScreenOn(): Promise<void> {
  if (sentinel || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
  try {
    sentinel = await navigator.wakeLock.request('screen');
    sentinel.addEventListener('release', () => {
      sentinel = null;
    });
  } catch (error) {
    // Refused when the page is hidden or the battery is low; the alert still shows.
    console.warn('[alert] wake lock refused', error);
  }
}

export function releaseScreen(): void {
  const current = sentinel;
  sentinel = null;
  void current?.release().catch(() => undefined);
}
