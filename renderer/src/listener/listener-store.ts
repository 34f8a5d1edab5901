import { create } from 'zustand';
import type { ListenerStatus, Problem } from './listener-states';

/** 'locked' until the one tap that lets the browser play sound. */
export type AudioGate = 'locked' | 'enabling' | 'on' | 'off';

export type ListenerView = {
  status: ListenerStatus;
  /** The sender's microphone is connected to the room. */
  publisherLive: boolean;
  /** Reconnect attempt being waited for; 0 when none. */
  reconnectAttempt: number;
  /** The listener pressed Disconnect (as opposed to not having joined yet). */
  left: boolean;
  problem: Problem | null;
  audio: AudioGate;
  /** RMS of the last received audio, 0..1, for the level meter. */
  level: number;
};

export const INITIAL_VIEW: ListenerView = {
  status: 'idle',
  publisherLive: false,
  reconnectAttempt: 0,
  left: false,
  problem: null,
  audio: 'locked',
  level: 0,
};

type ListenerStore = ListenerView & {
  update(patch: Partial<ListenerView>): void;
  reset(): void;
};

/** What the listener page shows; ListenerSession writes it, components select from it. */
export const useListenerStore = create<ListenerStore>()((set) => ({
  ...INITIAL_VIEW,
  update: (patch) => set(patch),
  reset: () => set(INITIAL_VIEW),
}));
