/*
 * Playback of the live emergency audio on the listener page (DESIGN.md §6).
 * Main thread → port: ArrayBuffers of 16 kHz mono 16-bit little-endian PCM (any length),
 * or {type:'reset'} to drop what is queued. Port → main thread: {type:'stats', ...} about
 * ten times a second, and {type:'onset', at} when sound starts after a quiet spell.
 *
 * Jitter buffer: playback starts once 60 ms are queued; more than 300 ms queued drops the
 * oldest audio back to 60 ms; an underrun plays silence and re-buffers to 60 ms. Audio that
 * keeps sitting in the queue unused (clock drift, a burst after a stall) is caught up by
 * playing 1–5 % faster (DriftControl). Upsampling 16 kHz → context rate by linear interpolation.
 *
 * Mouth-to-ear budget on loopback (details in capture-processor.js), target under 150 ms:
 *   capture quantum 2.7 ms + low-pass 0.75 ms + frame accumulation 20 ms + loopback relay 1–2 ms
 *   + jitter buffer target 60 ms + playback quantum 2.7 ms ≈ 87–88 ms in the pipeline,
 *   about 100–130 ms with the device's own input and output latency.
 */
import { DriftControl, JitterBuffer, LevelMeter, PCM_RATE, Upsampler, pcm16ToFloat } from './pcm-dsp.js';

const START_MS = 60;
/** DriftControl speeds up while the queue never dips below this plus 20 ms (so 60 ms stays the target). */
const LOW_WATER_MS = 40;
const CAP_MS = 300;
const LEVEL_FRAMES = 10;
const STATS_EVERY_S = 0.1;
const ONSET_LEVEL = 0.05;
const QUIET_BEFORE_ONSET_S = 0.15;

export class PlaybackProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.buffer = new JitterBuffer((START_MS * PCM_RATE) / 1000, (CAP_MS * PCM_RATE) / 1000);
    this.upsampler = new Upsampler(PCM_RATE, sampleRate);
    this.drift = new DriftControl(PCM_RATE, (LOW_WATER_MS * PCM_RATE) / 1000);
    this.meter = new LevelMeter(LEVEL_FRAMES);
    this.framesReceived = 0;
    this.sinceStats = 0;
    this.quietSamples = 0;
    this.port.onmessage = (event) => this.receive(event.data);
  }

  receive(data) {
    if (data instanceof ArrayBuffer) {
      const samples = pcm16ToFloat(data);
      this.framesReceived += 1;
      this.meter.add(samples);
      this.buffer.push(samples);
    } else if (data?.type === 'reset') {
      this.buffer.clear();
      this.meter.clear();
      this.drift.reset();
    }
  }

  process(_inputs, outputs) {
    const output = outputs[0]?.[0];
    if (output) {
      const speed = this.buffer.playing ? this.drift.observe(this.buffer.count, output.length / sampleRate) : 1;
      if (!this.buffer.playing) this.drift.reset();
      const played = this.upsampler.render(this.buffer, output, speed);
      for (let c = 1; c < outputs[0].length; c += 1) outputs[0][c].set(output);
      this.noteOnset(output, played);
      this.sinceStats += output.length;
    }
    if (this.sinceStats >= STATS_EVERY_S * sampleRate) {
      this.sinceStats = 0;
      this.port.postMessage(this.stats());
    }
    return true;
  }

  stats() {
    const { peak, rms } = this.meter.read();
    return {
      type: 'stats',
      framesReceived: this.framesReceived,
      bufferedMs: (this.buffer.count * 1000) / PCM_RATE,
      underruns: this.buffer.underruns,
      droppedMs: (this.buffer.droppedSamples * 1000) / PCM_RATE,
      playing: this.buffer.playing,
      speed: this.drift.speed,
      peak,
      rms,
    };
  }

  noteOnset(block, played) {
    let peak = 0;
    if (played) for (let i = 0; i < block.length; i += 1) peak = Math.max(peak, Math.abs(block[i]));
    if (peak < ONSET_LEVEL) {
      this.quietSamples += block.length;
      return;
    }
    if (this.quietSamples >= QUIET_BEFORE_ONSET_S * sampleRate) this.port.postMessage({ type: 'onset', at: Date.now() });
    this.quietSamples = 0;
  }
}

registerProcessor('nw-playback', PlaybackProcessor);
