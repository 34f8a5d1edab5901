/**
 * The emergency siren on Web Audio (spec/core.md §4, §9): a sawtooth tone whose frequency an LFO
 * sweeps between 1100 and 2200 Hz 2.2 times a second, at gain 0.9, ramped in over 0.03 s and
 * faded out over 0.08 s. Only the sound lives here; which event it is for lives in siren-store.
 */
export const SIREN_SOUND = {
  minHz: 1100,
  maxHz: 2200,
  sweepHz: 2.2,
  gain: 0.9,
  rampInS: 0.03,
  fadeOutS: 0.08,
} as const;

type Tone = { oscillator: OscillatorNode; lfo: OscillatorNode; gain: GainNode; ending: boolean };

let context: AudioContext | null = null;
let tone: Tone | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    context = new window.AudioContext();
  } catch (error) {
    console.warn('[siren] no audio context', error);
    return null;
  }
  return context;
}

/**
 * Browsers only let a page make sound after a user gesture: create and resume the context on the
 * first pointer or key press, so a siren that starts later (from a poll) is audible.
 */
export function unlockAudioOnFirstGesture(): () => void {
  const events = ['pointerdown', 'keydown', 'touchend'] as const;
  const remove = () => events.forEach((name) => window.removeEventListener(name, unlock, true));
  function unlock() {
    const ctx = audioContext();
    if (!ctx) return remove();
    void ctx.resume().then(
      () => ctx.state === 'running' && remove(),
      () => undefined,
    );
  }
  events.forEach((name) => window.addEventListener(name, unlock, true));
  return remove;
}

/** Starts the tone; false when this browser has no Web Audio. */
export function playSirenTone(): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  stopSirenTone(true);
  void ctx.resume().catch(() => undefined);

  const now = ctx.currentTime;
  const center = (SIREN_SOUND.minHz + SIREN_SOUND.maxHz) / 2;
  const oscillator = ctx.createOscillator();
  oscillator.type = 'sawtooth';
  oscillator.frequency.setValueAtTime(center, now);

  // The LFO moves the frequency ±550 Hz around 1650 Hz: a sweep from 1100 to 2200 Hz.
  const lfo = ctx.createOscillator();
  lfo.type = 'triangle';
  lfo.frequency.setValueAtTime(SIREN_SOUND.sweepHz, now);
  const depth = ctx.createGain();
  depth.gain.setValueAtTime((SIREN_SOUND.maxHz - SIREN_SOUND.minHz) / 2, now);
  lfo.connect(depth).connect(oscillator.frequency);

  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(SIREN_SOUND.gain, now + SIREN_SOUND.rampInS);
  oscillator.connect(gain).connect(ctx.destination);

  oscillator.start(now);
  lfo.start(now);
  tone = { oscillator, lfo, gain, ending: false };
  return true;
}

/** Fades the tone out (or cuts it at once) and releases the nodes. */
export function stopSirenTone(immediately = false): void {
  const current = tone;
  const ctx = context;
  tone = null;
  if (!current || !ctx || current.ending) return;
  current.ending = true;
  const now = ctx.currentTime;
  const end = immediately ? now : now + SIREN_SOUND.fadeOutS;
  try {
    current.gain.gain.cancelScheduledValues(now);
    current.gain.gain.setValueAtTime(current.gain.gain.value, now);
    current.gain.gain.linearRampToValueAtTime(0, end);
    current.oscillator.stop(end + 0.01);
    current.lfo.stop(end + 0.01);
  } catch {
    // Already stopped.
  }
  current.oscillator.onended = () => {
    current.oscillator.disconnect();
    current.lfo.disconnect();
    current.gain.disconnect();
  };
}

/** What the speaker is really doing, read from the AudioContext and the OscillatorNode. */
export function sirenToneState(): { playing: boolean; oscillatorType: string | null; frequency: number | null } {
  if (!tone || !context) return { playing: false, oscillatorType: null, frequency: null };
  return {
    playing: context.state === 'running' && !tone.ending,
    oscillatorType: tone.oscillator.type,
    frequency: tone.oscillator.frequency.value,
  };
}
