import { AUDIO_CLOSE } from '../../../shared/api/audio';
import type { LinkStatus } from '../audio/audio-policy';

/** The listener page's connection states (spec/core.md §4). */
export type ListenerStatus = 'idle' | 'connecting' | 'connected' | 'ended' | 'error';

export type Problem = {
  title: string;
  text: string;
  /** Whether trying again could help (a lost connection, not a refusal). */
  retryable: boolean;
  /** The way forward is opening the main app on this device (no session here yet). */
  opensApp?: boolean;
};

/** The hub's reasons are phrases; shown as a sentence here. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export const TOASTS = {
  connectFailed: 'Failed to connect to emergency audio stream',
  joinFailed: 'Failed to Join Emergency Audio',
  enableFailed: 'Audio Enable Failed',
  connectionLost: 'Connection lost - unable to reconnect',
} as const;

export function listenerStatusFor(link: LinkStatus): ListenerStatus {
  switch (link) {
    case 'idle':
    case 'stopped':
      return 'idle';
    case 'connecting':
    case 'reconnecting':
      return 'connecting';
    case 'live':
      return 'connected';
    case 'ended':
      return 'ended';
    case 'refused':
    case 'failed':
      return 'error';
  }
}

const ENDED: Problem = {
  title: 'Emergency ended',
  text: 'The emergency has ended, so there is no more live audio. If you are still worried, contact the sender directly.',
  retryable: false,
};

/** Words for why the hub closed the room to this listener. */
export function describeClose(code: number | null, reason: string): Problem {
  switch (code) {
    case AUDIO_CLOSE.roomEnded:
      return ENDED;
    case AUDIO_CLOSE.notAllowed:
      return {
        title: 'Access not allowed',
        text: reason.trim() ? sentence(reason) : 'Only verified trusted contacts can access this emergency audio.',
        retryable: false,
      };
    case AUDIO_CLOSE.authRequired:
      return {
        title: 'Open NeighborWatch first',
        text: 'Open the NeighborWatch app on this device first, so the hub knows who you are, then open this link again.',
        retryable: false,
        opensApp: true,
      };
    case AUDIO_CLOSE.roomNotFound:
    case AUDIO_CLOSE.badRequest:
      return {
        title: 'Link not valid',
        text: 'This audio link is not valid. Check that you opened the whole link from the alert.',
        retryable: false,
      };
    default:
      return {
        title: 'Connection lost',
        text: 'Connection lost - unable to reconnect. Check your network connection and try again.',
        retryable: true,
      };
  }
}
