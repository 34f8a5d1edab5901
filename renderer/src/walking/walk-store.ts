import { create } from 'zustand';
import { WALKING_ERRORS } from '../../../shared/api/walking';
import { ApiRequestError, errorMessage } from '../api/client';
import { readItem } from '../local-storage';
import { LocationError, requestPosition } from '../location/geolocation';
import { showToast } from '../toasts/toast-store';
import { beatInterval, TEST_BEAT_KEY, WALK_LOCATION_OPTIONS } from './walk-timing';
import { sendBeat, startWalk, stopWalk } from './walking-api';
import { holdWalkWakeLock, releaseWalkWakeLock } from './walk-wake-lock';

export type WalkStatus = 'idle' | 'starting' | 'walking' | 'stopping';

type WalkState = {
  status: WalkStatus;
  startedAt: number | null;
  lastBeatAt: number | null;
  beats: number;
  /** Why the last beat did not go out (no fix, no hub); cleared by the next good beat. */
  problem: string | null;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Beats belong to one walk: a stop bumps the generation so a late answer of the old walk is ignored. */
let generation = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let intervalMs = beatInterval(null);

function beatFrom(position: GeolocationPosition) {
  const { latitude, longitude, speed, accuracy } = position.coords;
  return {
    lat: latitude,
    lng: longitude,
    ...(speed !== null && Number.isFinite(speed) && speed >= 0 && speed <= 100 ? { speedMps: speed } : {}),
    ...(Number.isFinite(accuracy) && accuracy >= 0 ? { accuracy: Math.min(accuracy, 100_000) } : {}),
  };
}

function problemText(error: unknown): string {
  if (error instanceof LocationError) return 'Your position could not be read; retrying.';
  return 'The hub could not be reached; retrying.';
}

export const useWalkStore = create<WalkState>()((set, get) => {
  const finish = () => {
    generation += 1;
    if (timer) clearTimeout(timer);
    timer = null;
    releaseWalkWakeLock();
  };

  const beat = async (walk: number, known?: GeolocationPosition) => {
    try {
      const position = known ?? (await requestPosition(WALK_LOCATION_OPTIONS));
      if (walk !== generation) return;
      const answer = await sendBeat(beatFrom(position));
      if (walk !== generation) return;
      set((state) => ({ lastBeatAt: answer.beatAt, beats: state.beats + 1, problem: null }));
    } catch (error) {
      if (walk !== generation) return;
      if (error instanceof ApiRequestError && error.code === WALKING_ERRORS.walkNotActive) {
        // The hub ended the walk (quiet too long, or stopped on another tab).
        finish();
        set({ status: 'idle', startedAt: null, problem: null });
        showToast({ title: 'Walk Ended', description: 'Your walk was ended by the hub. Start again to keep notifying neighbours.' });
        return;
      }
      set({ problem: problemText(error) });
    }
    if (walk === generation && get().status === 'walking') timer = setTimeout(() => void beat(walk), intervalMs);
  };

  return {
    status: 'idle',
    startedAt: null,
    lastBeatAt: null,
    beats: 0,
    problem: null,
    start: async () => {
      if (get().status !== 'idle') return;
      set({ status: 'starting', problem: null });
      let first: GeolocationPosition;
      try {
        first = await requestPosition(WALK_LOCATION_OPTIONS);
      } catch (error) {
        set({ status: 'idle' });
        const unsupported = error instanceof LocationError && error.kind === 'unsupported';
        showToast({
          title: unsupported ? 'Location Error' : 'Location Access Required',
          description: unsupported
            ? 'Geolocation is not supported by this browser'
            : 'Please enable location access to walk with neighbour notifications',
          variant: 'destructive',
        });
        return;
      }
      try {
        const walk = await startWalk();
        finish();
        intervalMs = beatInterval(readItem(TEST_BEAT_KEY));
        set({ status: 'walking', startedAt: walk.startedAt, lastBeatAt: null, beats: 0 });
        holdWalkWakeLock();
        void beat(generation, first);
      } catch (error) {
        set({ status: 'idle' });
        showToast({ title: 'Walk Not Started', description: errorMessage(error, 'The hub could not be reached.'), variant: 'destructive' });
      }
    },
    stop: async () => {
      if (get().status !== 'walking') return;
      finish();
      set({ status: 'stopping' });
      try {
        await stopWalk();
      } catch (error) {
        // The hub ends a walk that has gone quiet by itself; nothing more to do here.
        console.warn('[walking] stop failed', error);
      }
      set({ status: 'idle', startedAt: null, problem: null });
    },
  };
});

export function resetWalkStore(): void {
  generation += 1;
  if (timer) clearTimeout(timer);
  timer = null;
  useWalkStore.setState({ status: 'idle', startedAt: null, lastBeatAt: null, beats: 0, problem: null });
}
