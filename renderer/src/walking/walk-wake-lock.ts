/**
 * Keeps the screen on while walking (Screen Wake Lock API where supported). The browser drops the
 * lock whenever the page is hidden, so it is asked for again when the page comes back.
 */
let sentinel: WakeLockSentinel | null = null;
let wanted = false;

async function acquire(): Promise<void> {
  if (!wanted || sentinel || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
  if (document.visibilityState !== 'visible') return;
  try {
    const lock = await navigator.wakeLock.request('screen');
    if (!wanted) {
      void lock.release().catch(() => undefined);
      return;
    }
    sentinel = lock;
    lock.addEventListener('release', () => {
      if (sentinel === lock) sentinel = null;
    });
  } catch (error) {
    // Refused on low battery or in some browsers; walking still works, the screen may just sleep.
    console.warn('[walking] wake lock refused', error);
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void acquire();
};

export function holdWalkWakeLock(): void {
  if (wanted) return;
  wanted = true;
  document.addEventListener('visibilitychange', onVisible);
  void acquire();
}

export function releaseWalkWakeLock(): void {
  wanted = false;
  document.removeEventListener('visibilitychange', onVisible);
  const current = sentinel;
  sentinel = null;
  void current?.release().catch(() => undefined);
}

export function walkWakeLockHeld(): boolean {
  return sentinel !== null;
}
