import { pushMessageSchema, type PushMessage } from '../../../shared/api/push';
import type { SosPollEvent } from '../../../shared/api/sos';
import { handleIncomingSos } from '../alert/incoming-sos-effects';
import { assistPoller } from '../assist/assist-store';
import { proximityPoller } from '../proximity/proximity-store';
import { useFeedStore } from '../feed/feed-store';
import { useIdentityStore } from '../identity/identity-store';
import { useJinBalance } from '../pro/jin-balance-store';
import { refreshProStatus, useProStatus, whenSessionReady } from '../pro/pro-status';
import { useSosStore } from '../sos/sos-store';
import { pushBackoff, pushSocketUrl, retryAfterClose } from './push-policy';
import { usePushStatus } from './push-store';
import { notifyInBackground } from './service-worker';

type Listener = (message: PushMessage) => void;
const listeners = new Set<Listener>();

/** Other features (assist, proximity) refresh when the hub says something near them changed. */
export function onPushMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A pushed SOS goes through exactly the path a polled one does: the feed store, the local SOS
 * state and the incoming-SOS decision, which remembers alerted ids, so a poll that later
 * brings the same event changes nothing.
 */
export function applyPushedSos(event: SosPollEvent): void {
  useFeedStore.getState().merge([event]);
  useSosStore.getState().reconcile([event], false);
  const viewer = { deviceId: useIdentityStore.getState().deviceId, ownEventId: useSosStore.getState().active?.eventId ?? null };
  handleIncomingSos([event], viewer, useProStatus.getState().status);
  if (document.visibilityState === 'hidden' && event.isNewEvent && event.status === 'active' && !event.self) {
    const who = event.senderName ?? (event.relation === 'nearby' ? 'A neighbour nearby' : 'A trusted contact');
    void notifyInBackground('Emergency Alert', `${who} needs help${event.message ? `: ${event.message}` : '.'}`, `sos-${event.eventId}`);
  }
}

function apply(message: PushMessage): void {
  switch (message.type) {
    case 'sos':
      applyPushedSos(message.event);
      break;
    case 'pro':
      useProStatus.setState({ status: message.proActive ? 'pro' : 'free' });
      void refreshProStatus();
      break;
    case 'balance':
      useJinBalance.getState().setBalance(message.balanceJin);
      break;
    // Concerns and walker notices are read with their own calls (their visibility depends on
    // where the viewer is); the push only says when to read them again.
    case 'concern':
      void assistPoller.pollNow();
      break;
    case 'proximity':
      void proximityPoller.pollNow();
      break;
    default:
      break;
  }
  for (const listener of listeners) listener(message);
}

let socket: WebSocket | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let running = false;

function connect(): void {
  if (!running) return;
  const ws = new WebSocket(pushSocketUrl(window.location));
  socket = ws;
  ws.onmessage = (event) => {
    if (typeof event.data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.data);
    } catch {
      return;
    }
    const message = pushMessageSchema.safeParse(parsed);
    if (!message.success) return;
    if (message.data.type === 'hello') {
      attempt = 0;
      usePushStatus.setState({ connected: true });
    }
    apply(message.data);
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    usePushStatus.setState({ connected: false });
    if (!running) return;
    attempt += 1;
    const wait = retryAfterClose(event.code) === 'slowly' ? pushBackoff(6) : pushBackoff(attempt);
    retryTimer = setTimeout(connect, wait);
  };
}

/** Connects once the hub session exists; reconnects with backoff. Returns the stop function. */
export function startPushClient(): () => void {
  if (running || typeof WebSocket === 'undefined') return () => {};
  running = true;
  void whenSessionReady(20_000).then(() => connect());
  // Coming back to the app after the phone slept: reconnect now instead of after the backoff.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && running && !socket) {
      if (retryTimer) clearTimeout(retryTimer);
      attempt = 0;
      connect();
    }
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    running = false;
    document.removeEventListener('visibilitychange', onVisible);
    if (retryTimer) clearTimeout(retryTimer);
    socket?.close();
    socket = null;
    usePushStatus.setState({ connected: false });
  };
}
