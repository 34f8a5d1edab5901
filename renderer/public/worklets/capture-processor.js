/*
 * Microphone capture for the sender's live emergency audio (DESIGN.md §6).
 * Input: the mic at the AudioContext's rate (usually 48 kHz). Output to the main thread:
 * 20 ms frames of 16 kHz mono 16-bit little-endian PCM (320 samples = 640 bytes), each
 * ArrayBuffer transferred, not copied. The node's own audio output stays silent.
 *
 * Mouth-to-ear budget on loopback (hub on the same machine), target under 150 ms:
 *   capture quantum       128 samples at 48 kHz    ≈   2.7 ms
 *   low-pass group delay  36 samples at 48 kHz     ≈   0.75 ms
 *   frame accumulation    320 samples at 16 kHz    =  20   ms (worst case; 10 ms on average)
 *   postMessage + ws send + relay fan-out + ws receive on loopback   ≈   1–2 ms
 *   jitter buffer target (playback-processor.js)   =  60   ms
 *   playback quantum      128 samples at 48 kHz    ≈   2.7 ms
 *   ------------------------------------------------------------------
 *   in the pipeline                                ≈  87–88 ms
 *   plus the platform's input and output device latency (AudioContext baseLatency +
 *   outputLatency, typically 10–40 ms on phones and desktops)  →  about 100–130 ms.
 *
 * Also reports 'onset' messages (Date.now() when sound starts after a quiet spell) so a test
 * can measure capture-to-playback delay against the playback worklet's matching report.
 */
import { Downsampler, FrameAccumulator, PCM_RATE } from './pcm-dsp.js';

const ONSET_LEVEL = 0.05;
const QUIET_BEFORE_ONSET_S = 0.15;

export class CaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const frameSamples = options?.processorOptions?.frameSamples ?? 320;
    this.downsampler = new Downsampler(sampleRate, PCM_RATE);
    this.frames = new FrameAccumulator(frameSamples);
    this.running = true;
    this.quietSamples = 0;
    this.port.onmessage = (event) => {
      if (event.data?.type === 'stop') this.running = false;
    };
  }

  process(inputs) {
    if (!this.running) return false;
    const channels = inputs[0];
    // No input connected yet (or the track ended): nothing to send, keep the node alive.
    if (!channels || channels.length === 0 || !channels[0]) return true;
    const mono = channels[0];
    this.noteOnset(mono);
    for (const frame of this.frames.push(this.downsampler.process(mono))) {
      this.port.postMessage(frame, [frame]);
    }
    return true;
  }

  noteOnset(block) {
    let peak = 0;
    for (let i = 0; i < block.length; i += 1) peak = Math.max(peak, Math.abs(block[i]));
    if (peak < ONSET_LEVEL) {
      this.quietSamples += block.length;
      return;
    }
    if (this.quietSamples >= QUIET_BEFORE_ONSET_S * sampleRate) this.port.postMessage({ type: 'onset', at: Date.now() });
    this.quietSamples = 0;
  }
}

registerProcessor('nw-capture', CaptureProcessor);
