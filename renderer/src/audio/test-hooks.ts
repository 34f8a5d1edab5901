import { fetchRoomToken } from './room-api';
import { storedDeviceId } from '../identity/device-id';

/** What the sender side reports to tests and diagnostics. */
export type SenderStats = {
  state: string;
  error: string | null;
  framesCaptured: number;
  framesSent: number;
  framesDropped: number;
  /** Date.now() in the capture worklet when sound last started after a quiet spell. */
  lastOnsetAt: number | null;
  rttMs: number | null;
};

export type PlaybackStats = {
  framesReceived: number;
  bufferedMs: number;
  underruns: number;
  peak: number;
  rms: number;
  droppedMs: number;
  playing: boolean;
  /** Playback rate DriftControl applies (1 = normal, up to 1.05 while catching up). */
  speed: number;
  /** Date.now() in the playback worklet when sound last started after a quiet spell. */
  lastOnsetAt: number | null;
};

type AudioHooks = {
  roomToken(roomId: string): Promise<unknown>;
  startSender(): Promise<SenderStats>;
  stopSender(): void;
  senderStats(): SenderStats;
};

declare global {
  interface Window {
    /** Test and diagnostics helpers for live audio (spec/core.md §7: the room token is for a test helper). */
    __nwAudio?: Partial<AudioHooks>;
    /** The listener's playback worklet reports. */
    __nwPlayback?: { stats(): PlaybackStats };
  }
}

/** Adds helpers to window.__nwAudio; they can only do what the hub allows this session anyway. */
export function installAudioHooks(hooks: Partial<AudioHooks>): void {
  if (typeof window === 'undefined') return;
  window.__nwAudio = {
    roomToken: (roomId) => {
      const userId = storedDeviceId();
      if (!userId) return Promise.reject(new Error('No device identity on this browser'));
      return fetchRoomToken(roomId, userId);
    },
    ...window.__nwAudio,
    ...hooks,
  };
}

export function installPlaybackHook(stats: () => PlaybackStats): void {
  if (typeof window !== 'undefined') window.__nwPlayback = { stats };
}
