/**
 * Pure DSP for the live-audio worklets (capture-processor.js, playback-processor.js).
 * Plain JS ES module: AudioWorklet scripts load it with a static import, and the vitest suite
 * (renderer/src/audio/worklet-dsp.test.ts) imports this very file, so what is tested is what ships.
 *
 * Wire format (shared/api/audio.ts): 16 kHz mono, signed 16-bit little-endian PCM.
 */

export const PCM_RATE = 16000;

/**
 * Windowed-sinc low-pass taps (Blackman window), unity gain at DC.
 * cutoff is a fraction of the input rate (0 < cutoff < 0.5).
 */
export function lowPassTaps(count, cutoff) {
  const taps = new Float32Array(count);
  const middle = (count - 1) / 2;
  let sum = 0;
  for (let i = 0; i < count; i += 1) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const window =
      count === 1 ? 1 : 0.42 - 0.5 * Math.cos((2 * Math.PI * i) / (count - 1)) + 0.08 * Math.cos((4 * Math.PI * i) / (count - 1));
    taps[i] = sinc * window;
    sum += taps[i];
  }
  for (let i = 0; i < count; i += 1) taps[i] /= sum;
  return taps;
}

/**
 * Streaming resampler from the context rate down to 16 kHz: FIR low-pass (cutoff 6.4 kHz: flat
 * to about 4.5 kHz, the speech band, and 70 dB down from about 8.2 kHz, so little folds back
 * below the target's 8 kHz Nyquist) then linear interpolation on the filtered stream. With an
 * integer ratio (48 kHz → 16 kHz) the interpolation picks every third filtered sample exactly.
 */
export class Downsampler {
  constructor(inputRate, outputRate = PCM_RATE) {
    this.ratio = inputRate / outputRate;
    const filtered = this.ratio > 1;
    // 24 taps per output sample: 73 at 48 kHz (3.5 M multiply-adds a second), 0.75 ms group delay.
    const count = filtered ? Math.ceil(24 * this.ratio) | 1 : 1;
    this.taps = filtered ? lowPassTaps(count, (0.4 * outputRate) / inputRate) : new Float32Array([1]);
    // History twice as long so a window is always contiguous (no modulo in the inner loop).
    this.history = new Float32Array(count * 2);
    this.head = 0;
    this.previous = 0;
    this.phase = 1;
  }

  /** Returns the 16 kHz samples the input completes (length varies by one between calls). */
  process(input) {
    const out = new Float32Array(Math.ceil(input.length / this.ratio) + 2);
    let written = 0;
    const { taps, history } = this;
    const count = taps.length;
    for (let i = 0; i < input.length; i += 1) {
      history[this.head] = input[i];
      history[this.head + count] = input[i];
      this.head = this.head + 1 === count ? 0 : this.head + 1;
      let current = 0;
      // history[head .. head+count-1] is oldest → newest.
      for (let k = 0; k < count; k += 1) current += taps[k] * history[this.head + k];
      while (this.phase <= 1) {
        out[written] = this.previous + (current - this.previous) * this.phase;
        written += 1;
        this.phase += this.ratio;
      }
      this.phase -= 1;
      this.previous = current;
    }
    return out.subarray(0, written);
  }
}

/** Float [-1, 1] samples to 16-bit little-endian PCM bytes (clamped). */
export function floatToPcm16(samples) {
  const buffer = new ArrayBuffer(samples.length * 2);
  const view = new DataView(buffer);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(i * 2, Math.round(s < 0 ? s * 32768 : s * 32767), true);
  }
  return buffer;
}

/** 16-bit little-endian PCM bytes to float samples; an odd trailing byte is ignored. */
export function pcm16ToFloat(buffer) {
  const view = new DataView(buffer);
  const out = new Float32Array(Math.floor(buffer.byteLength / 2));
  for (let i = 0; i < out.length; i += 1) out[i] = view.getInt16(i * 2, true) / 32768;
  return out;
}

/** Collects 16 kHz samples into fixed-size PCM frames (320 samples = 20 ms = 640 bytes). */
export class FrameAccumulator {
  constructor(frameSamples) {
    this.frame = new Float32Array(frameSamples);
    this.filled = 0;
  }

  /** Adds samples; returns the PCM ArrayBuffers of every frame completed. */
  push(samples) {
    const done = [];
    for (let i = 0; i < samples.length; i += 1) {
      this.frame[this.filled] = samples[i];
      this.filled += 1;
      if (this.filled === this.frame.length) {
        done.push(floatToPcm16(this.frame));
        this.filled = 0;
      }
    }
    return done;
  }
}

/**
 * Jitter buffer for 16 kHz samples: holds back playback until `startSamples` are queued,
 * drops the oldest audio when more than `capSamples` pile up (back down to the start level,
 * so a burst after a stall does not leave the listener permanently behind), and goes back to
 * buffering after an underrun.
 */
export class JitterBuffer {
  constructor(startSamples, capSamples) {
    this.startSamples = startSamples;
    this.capSamples = capSamples;
    this.ring = new Float32Array(capSamples + 4096);
    this.read = 0;
    this.count = 0;
    this.playing = false;
    this.underruns = 0;
    this.droppedSamples = 0;
  }

  push(samples) {
    const size = this.ring.length;
    for (let i = 0; i < samples.length; i += 1) {
      if (this.count === size) this.discard(1);
      this.ring[(this.read + this.count) % size] = samples[i];
      this.count += 1;
    }
    if (this.count > this.capSamples) this.discard(this.count - this.startSamples);
    if (!this.playing && this.count >= this.startSamples) this.playing = true;
  }

  discard(n) {
    const drop = Math.min(n, this.count);
    this.read = (this.read + drop) % this.ring.length;
    this.count -= drop;
    this.droppedSamples += drop;
  }

  /** Whether `needed` samples can be played now; an empty-handed playing buffer counts an underrun. */
  ready(needed) {
    if (!this.playing) return false;
    if (this.count >= needed) return true;
    this.playing = false;
    this.underruns += 1;
    return false;
  }

  shift() {
    const value = this.ring[this.read];
    this.read = (this.read + 1) % this.ring.length;
    this.count -= 1;
    return value;
  }

  clear() {
    this.read = 0;
    this.count = 0;
    this.playing = false;
  }
}

/**
 * Pull-side linear-interpolation upsampler (16 kHz → context rate): fills `output` from the
 * jitter buffer, or with silence when the buffer cannot cover the whole block.
 */
export class Upsampler {
  constructor(inputRate, outputRate) {
    this.step = inputRate / outputRate;
    this.previous = 0;
    this.next = 0;
    this.phase = 1;
  }

  /** Input samples a block of `length` outputs consumes at most. */
  needed(length, speed = 1) {
    return Math.ceil(this.phase + length * this.step * speed) + 1;
  }

  /** `speed` slightly above 1 plays the queue a little faster (see DriftControl). */
  render(buffer, output, speed = 1) {
    const step = this.step * speed;
    if (!buffer.ready(this.needed(output.length, speed))) {
      output.fill(0);
      this.previous = 0;
      this.next = 0;
      return false;
    }
    for (let i = 0; i < output.length; i += 1) {
      while (this.phase >= 1) {
        this.previous = this.next;
        this.next = buffer.shift();
        this.phase -= 1;
      }
      output[i] = this.previous + (this.next - this.previous) * this.phase;
      this.phase += step;
    }
    return true;
  }
}

/**
 * Keeps the jitter buffer from slowly filling up. Two devices' audio clocks never run at exactly
 * the same rate (100 ppm is 0.36 s an hour), and a burst after a network stall leaves audio
 * queued; without a correction the listener would drift up to the 300 ms cap and stay late.
 * If the lowest level seen over the last 0.5–1 s (the audio that was never needed) stays above
 * `lowSamples` + 20 ms, playback runs 1–5 % faster until that spare is gone.
 */
export class DriftControl {
  constructor(rate, lowSamples, blockSeconds = 0.5) {
    this.samplesPerMs = rate / 1000;
    this.lowSamples = lowSamples;
    this.blockSeconds = blockSeconds;
    this.reset();
  }

  reset() {
    this.elapsed = 0;
    this.blockMin = Infinity;
    this.lastBlockMin = Infinity;
    this.speed = 1;
    this.speeding = false;
  }

  /** Called once per rendered block with the buffer level (in 16 kHz samples) and its duration. */
  observe(level, seconds) {
    this.blockMin = Math.min(this.blockMin, level);
    this.elapsed += seconds;
    if (this.elapsed < this.blockSeconds) return this.speed;
    const windowMin = Math.min(this.blockMin, this.lastBlockMin);
    this.lastBlockMin = this.blockMin;
    this.blockMin = Infinity;
    this.elapsed = 0;
    if (windowMin === Infinity) return this.speed;
    const spareMs = (windowMin - this.lowSamples) / this.samplesPerMs;
    this.speeding = this.speeding ? spareMs > 5 : spareMs > 20;
    this.speed = this.speeding ? 1 + Math.min(0.05, Math.max(0.01, spareMs / 2000)) : 1;
    return this.speed;
  }
}

/** Peak and RMS over the last `frames` received frames. */
export class LevelMeter {
  constructor(frames) {
    this.peaks = new Float32Array(frames);
    this.squares = new Float64Array(frames);
    this.lengths = new Uint32Array(frames);
    this.index = 0;
  }

  add(samples) {
    let peak = 0;
    let squares = 0;
    for (let i = 0; i < samples.length; i += 1) {
      const a = Math.abs(samples[i]);
      if (a > peak) peak = a;
      squares += samples[i] * samples[i];
    }
    this.peaks[this.index] = peak;
    this.squares[this.index] = squares;
    this.lengths[this.index] = samples.length;
    this.index = (this.index + 1) % this.peaks.length;
  }

  read() {
    let peak = 0;
    let squares = 0;
    let length = 0;
    for (let i = 0; i < this.peaks.length; i += 1) {
      if (this.peaks[i] > peak) peak = this.peaks[i];
      squares += this.squares[i];
      length += this.lengths[i];
    }
    return { peak, rms: length ? Math.sqrt(squares / length) : 0 };
  }

  clear() {
    this.peaks.fill(0);
    this.squares.fill(0);
    this.lengths.fill(0);
  }
}
