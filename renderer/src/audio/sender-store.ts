import { create } from 'zustand';

/** The sender's live audio, as the SOS tab shows it. */
export type SenderAudioState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'error';

type SenderAudioStore = {
  state: SenderAudioState;
  error: string | null;
  set(state: SenderAudioState, error?: string | null): void;
  reset(): void;
};

export const useSenderAudio = create<SenderAudioStore>((set) => ({
  state: 'idle',
  error: null,
  set: (state, error = null) => set({ state, error }),
  reset: () => set({ state: 'idle', error: null }),
}));
