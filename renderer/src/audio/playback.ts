import { z } from 'zod';
import { installPlaybackHook, type PlaybackStats } from './test-hooks';

export const PLAYBACK_WORKLET_URL = '/worklets/playback-processor.js';

const EMPTY_STATS: PlaybackStats = {
  framesReceived: 0,
  bufferedMs: 0,
  underruns: 0,
  peak: 0,
  rms: 0,
  droppedMs: 0,
  playing: false,
  speed: 1,
  lastOnsetAt: null,
};

/** What the playback worklet posts (renderer/public/worklets/playback-processor.js). */
const workletReportSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stats'),
    framesReceived: z.number(),
    bufferedMs: z.number(),
    underruns: z.number(),
    peak: z.number(),
    rms: z.number(),
    droppedMs: z.number(),
    playing: z.boolean(),
    speed: z.number(),
  }),
  z.object({ type: z.literal('onset'), at: z.number() }),
]);

/**
 * Plays 16 kHz PCM frames through the playback worklet (jitter buffer + upsampling).
 * start() must run inside a tap: browsers only let a page make sound after a gesture.
 */
export class PcmPlayer {
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private gain: GainNode | null = null;
  private latest: PlaybackStats = EMPTY_STATS;
  private muted = false;

  constructor(private readonly onStats?: (stats: PlaybackStats) => void) {
    installPlaybackHook(() => this.latest);
  }

  get ready(): boolean {
    return this.node !== null;
  }

  get stats(): PlaybackStats {
    return this.latest;
  }

  async start(): Promise<void> {
    if (this.context) return;
    // Created and resumed before the first await, while the tap still counts as a gesture.
    const context = new AudioContext({ latencyHint: 'interactive' });
    this.context = context;
    const resumed = context.resume();
    try {
      await context.audioWorklet.addModule(PLAYBACK_WORKLET_URL);
      await resumed;
      const node = new AudioWorkletNode(context, 'nw-playback', { numberOfInputs: 0, numberOfOutputs: 1, outputChannelCount: [1] });
      const gain = context.createGain();
      gain.gain.value = this.muted ? 0 : 1;
      node.connect(gain).connect(context.destination);
      node.port.onmessage = (event: MessageEvent<unknown>) => this.received(event.data);
      this.node = node;
      this.gain = gain;
    } catch (error) {
      this.close();
      throw error;
    }
    if (context.state !== 'running') {
      this.close();
      throw new Error('The browser kept audio paused');
    }
  }

  /** Queues one frame; the buffer is handed to the worklet, not copied. */
  push(frame: ArrayBuffer): void {
    this.node?.port.postMessage(frame, [frame]);
  }

  /** Drops queued audio (after a gap, so stale audio is not played late). */
  reset(): void {
    this.node?.port.postMessage({ type: 'reset' });
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.gain && this.context) this.gain.gain.setTargetAtTime(muted ? 0 : 1, this.context.currentTime, 0.015);
  }

  /** Phones suspend audio in the background; try to pick up again when the page is back. */
  async wake(): Promise<void> {
    if (this.context && this.context.state !== 'running' && this.context.state !== 'closed') {
      await this.context.resume().catch(() => undefined);
    }
  }

  close(): void {
    this.node?.port.close();
    this.node?.disconnect();
    this.node = null;
    this.gain = null;
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private received(data: unknown): void {
    const report = workletReportSchema.safeParse(data);
    if (!report.success) return;
    if (report.data.type === 'onset') {
      this.latest = { ...this.latest, lastOnsetAt: report.data.at };
      return;
    }
    const { type: _type, ...stats } = report.data;
    this.latest = { ...stats, lastOnsetAt: this.latest.lastOnsetAt };
    this.onStats?.(this.latest);
  }
}
