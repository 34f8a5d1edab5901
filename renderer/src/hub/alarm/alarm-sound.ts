/** One beep: pitch, start offset and length, in seconds. */
type Beep = { hz: number; at: number; length: number };

/** Three rising two-tone beeps: unlike any resident-app sound, hard to sleep through. */
const SOS_PATTERN: Beep[] = [
  { hz: 880, at: 0, length: 0.18 },
  { hz: 660, at: 0.24, length: 0.18 },
  { hz: 880, at: 0.48, length: 0.18 },
  { hz: 660, at: 0.72, length: 0.18 },
  { hz: 988, at: 0.96, length: 0.36 },
];
const CHIME: Beep[] = [
  { hz: 660, at: 0, length: 0.14 },
  { hz: 880, at: 0.18, length: 0.22 },
];
export const SOS_REPEAT_MS = 2500;

/**
 * The command centre's alarm, made with Web Audio (no sound files). Browsers only let a page
 * make sound after a click, so `enable()` must run inside one; until then nothing plays.
 */
export class AlarmSound {
  private context: AudioContext | null = null;
  private ringTimer: ReturnType<typeof setInterval> | null = null;

  get enabled(): boolean {
    return this.context !== null && this.context.state === 'running';
  }

  /** Call from a click handler. Resolves true once the browser lets the page play sound. */
  async enable(): Promise<boolean> {
    this.context ??= new AudioContext();
    try {
      await this.context.resume();
    } catch {
      return false;
    }
    return this.context.state === 'running';
  }

  /** Repeats the SOS pattern until stop(). */
  ring(): void {
    if (this.ringTimer) return;
    this.play(SOS_PATTERN);
    this.ringTimer = setInterval(() => this.play(SOS_PATTERN), SOS_REPEAT_MS);
  }

  stop(): void {
    if (this.ringTimer) clearInterval(this.ringTimer);
    this.ringTimer = null;
  }

  get ringing(): boolean {
    return this.ringTimer !== null;
  }

  /** A short two-note chime, for a new neighbour concern. */
  chime(): void {
    this.play(CHIME);
  }

  /** A test of the speakers, when the coordinator turns the sound on. */
  sample(): void {
    this.play(CHIME);
  }

  close(): void {
    this.stop();
    void this.context?.close();
    this.context = null;
  }

  private play(pattern: Beep[]): void {
    const context = this.context;
    if (!context || context.state !== 'running') return;
    const start = context.currentTime + 0.02;
    for (const beep of pattern) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = beep.hz;
      // A quick attack and release: no clicks at the edges.
      gain.gain.setValueAtTime(0, start + beep.at);
      gain.gain.linearRampToValueAtTime(0.2, start + beep.at + 0.01);
      gain.gain.setValueAtTime(0.2, start + beep.at + beep.length - 0.03);
      gain.gain.linearRampToValueAtTime(0, start + beep.at + beep.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + beep.at);
      oscillator.stop(start + beep.at + beep.length + 0.02);
    }
  }
}
