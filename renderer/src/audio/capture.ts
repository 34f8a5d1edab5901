import { PCM_SAMPLE_RATE } from '../../../shared/api/audio';

export const CAPTURE_WORKLET_URL = '/worklets/capture-processor.js';
/** 20 ms at 16 kHz: 640-byte frames, well under the relay's 8 KB limit. */
export const CAPTURE_FRAME_SAMPLES = (PCM_SAMPLE_RATE / 1000) * 20;

/** spec/core.md §9: the microphone asks for echo cancellation, noise suppression and auto gain. */
export const MIC_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  channelCount: 1,
};

export type CaptureEvents = {
  onFrame(frame: ArrayBuffer): void;
  /** The pipeline broke (mic unplugged, permission revoked, processor crashed). */
  onFailure(reason: string): void;
  /** Sound started after a quiet spell (Date.now() in the worklet), for latency checks. */
  onOnset?(at: number): void;
};

/** Microphone → AudioContext → capture worklet → 16 kHz PCM frames. */
export class MicCapture {
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private stopped = false;

  constructor(private readonly events: CaptureEvents) {}

  /** Asks for the mic and starts the worklet; rejects with the browser's error when that fails. */
  async start(): Promise<void> {
    this.stream = await navigator.mediaDevices.getUserMedia({ audio: MIC_CONSTRAINTS });
    if (this.stopped) return this.release();
    const context = new AudioContext({ latencyHint: 'interactive' });
    this.context = context;
    await context.audioWorklet.addModule(CAPTURE_WORKLET_URL);
    if (this.stopped) return this.release();
    const node = new AudioWorkletNode(context, 'nw-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions: { frameSamples: CAPTURE_FRAME_SAMPLES },
    });
    this.node = node;
    node.port.onmessage = (event: MessageEvent<unknown>) => this.received(event.data);
    node.onprocessorerror = () => this.events.onFailure('The audio processor stopped');
    for (const track of this.stream.getAudioTracks()) track.onended = () => this.events.onFailure('The microphone stopped');
    context.createMediaStreamSource(this.stream).connect(node);
    // Its output is silence, but a node wired to the destination is always processed.
    node.connect(context.destination);
    if (context.state !== 'running') await context.resume().catch(() => undefined);
    if (context.state !== 'running') this.resumeOnNextGesture(context);
  }

  stop(): void {
    this.stopped = true;
    this.release();
  }

  private received(data: unknown): void {
    if (data instanceof ArrayBuffer) this.events.onFrame(data);
    else if (typeof data === 'object' && data !== null && 'at' in data && typeof data.at === 'number') this.events.onOnset?.(data.at);
  }

  /** Browsers may hold a context started without a tap; the next tap anywhere starts it. */
  private resumeOnNextGesture(context: AudioContext): void {
    const resume = () => void context.resume().catch(() => undefined);
    window.addEventListener('pointerdown', resume, { once: true });
    window.addEventListener('keydown', resume, { once: true });
  }

  private release(): void {
    this.node?.port.postMessage({ type: 'stop' });
    this.node?.disconnect();
    this.node = null;
    for (const track of this.stream?.getTracks() ?? []) {
      track.onended = null;
      track.stop();
    }
    this.stream = null;
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
