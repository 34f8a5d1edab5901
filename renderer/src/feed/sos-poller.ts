import { handleIncomingSos } from '../alert/incoming-sos-effects';
import { delay } from '../delay';
import { useIdentityStore } from '../identity/identity-store';
import { readItem, STORAGE_KEYS } from '../local-storage';
import { useLocationStore } from '../location/location-store';
import { useProStatus, whenSessionReady } from '../pro/pro-status';
import { useSettingsStore } from '../settings/settings-store';
import { requestSosPoll } from '../sos/sos-api';
import { useSosStore } from '../sos/sos-store';
import { useFeedStore } from './feed-store';
import { nextSince, pollInterval, retryDelay, SOS_POLL_RETRIES, SOS_STALE_MS } from './poll-schedule';

let users = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let busy = false;
let lastServerTime: number | null = null;
let intervalMs = pollInterval(null);
let stopUpgradeWatch: (() => void) | null = null;

/** The position sent with a poll: a real fix only, and only while Share Location is on. */
function pollPosition() {
  if (!useSettingsStore.getState().settings.shareLocation) return null;
  const location = useLocationStore.getState().location;
  // The neighbourhood centre is not where the person is; the hub would file it as their location.
  return location && location.source !== 'neighborhood-center' ? { lat: location.lat, lng: location.lng } : null;
}

async function pollOnce(): Promise<void> {
  const fullLoad = lastServerTime === null;
  const answer = await requestSosPoll({ since: nextSince(lastServerTime), position: pollPosition() });
  lastServerTime = answer.serverTime;
  const feed = useFeedStore.getState();
  feed.merge(answer.events);
  feed.markSuccess(Date.now());
  useSosStore.getState().reconcile(answer.events, fullLoad);
  const viewer = { deviceId: useIdentityStore.getState().deviceId, ownEventId: useSosStore.getState().active?.eventId ?? null };
  handleIncomingSos(answer.events, viewer, useProStatus.getState().status);
}

/** One poll with up to 3 retries (1 s, 2 s, 4 s; spec/assist.md §8); then the feed shows the connection issue. */
async function pollWithRetries(): Promise<void> {
  for (let attempt = 0; attempt <= SOS_POLL_RETRIES; attempt += 1) {
    try {
      await pollOnce();
      return;
    } catch (error) {
      if (users === 0) return;
      if (attempt === SOS_POLL_RETRIES) {
        console.warn('[feed] SOS poll failed', error);
        useFeedStore.getState().markFailure();
        return;
      }
      await delay(retryDelay(attempt + 1));
    }
  }
}

/** Polls now (unless a poll is already running), then every interval from its end. */
export async function pollSosNow(): Promise<void> {
  if (busy || users === 0) return;
  busy = true;
  if (timer) clearTimeout(timer);
  timer = null;
  try {
    await pollWithRetries();
  } finally {
    busy = false;
    if (users > 0) timer = setTimeout(() => void pollSosNow(), intervalMs);
  }
}

/** Data older than 8 s is stale: polled again on focus or when the feed is opened. */
export function refreshSosFeedIfStale(): void {
  const last = useFeedStore.getState().lastSuccessAt;
  if (last === null || Date.now() - last > SOS_STALE_MS) void pollSosNow();
}

const onVisible = () => {
  if (document.visibilityState === 'visible') refreshSosFeedIfStale();
};

/** Becoming Pro brings precise coordinates: load the whole feed again. */
function reloadOnUpgrade() {
  return useProStatus.subscribe((state, previous) => {
    if (state.status === 'pro' && previous.status !== 'pro' && previous.status !== 'unknown') {
      lastServerTime = null;
      void pollSosNow();
    }
  });
}

/** Starts the SOS feed poll once the hub session is in place; counted, returns the stop function. */
export function startSosPoller(): () => void {
  users += 1;
  if (users === 1) {
    intervalMs = pollInterval(readItem(STORAGE_KEYS.testPollMs));
    lastServerTime = null;
    void whenSessionReady(15_000).then(() => pollSosNow());
    window.addEventListener('focus', refreshSosFeedIfStale);
    document.addEventListener('visibilitychange', onVisible);
    stopUpgradeWatch = reloadOnUpgrade();
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    stopUpgradeWatch?.();
    stopUpgradeWatch = null;
    if (timer) clearTimeout(timer);
    timer = null;
    window.removeEventListener('focus', refreshSosFeedIfStale);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The interval in use, for the feed's footer line. */
export function sosPollInterval(): number {
  return intervalMs;
}
