import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Tests the worklet files the browser loads (renderer/public/worklets/*.js), not a copy:
 * the DSP module is imported as is, and the processors run against a stub AudioWorklet scope.
 */

type Resampler = { process(input: Float32Array): Float32Array; taps: Float32Array };
type Jitter = {
  count: number;
  playing: boolean;
  underruns: number;
  droppedSamples: number;
  push(samples: Float32Array): void;
  ready(needed: number): boolean;
  clear(): void;
};
type Dsp = {
  PCM_RATE: number;
  lowPassTaps(count: number, cutoff: number): Float32Array;
  Downsampler: new (inputRate: number, outputRate?: number) => Resampler;
  floatToPcm16(samples: ArrayLike<number>): ArrayBuffer;
  pcm16ToFloat(buffer: ArrayBuffer): Float32Array;
  FrameAccumulator: new (frameSamples: number) => { push(samples: Float32Array): ArrayBuffer[] };
  JitterBuffer: new (startSamples: number, capSamples: number) => Jitter;
  Upsampler: new (inputRate: number, outputRate: number) => { render(buffer: Jitter, output: Float32Array, speed?: number): boolean };
  DriftControl: new (rate: number, lowSamples: number) => { speed: number; observe(level: number, seconds: number): number };
  LevelMeter: new (frames: number) => { add(samples: Float32Array): void; read(): { peak: number; rms: number } };
};

type Posted = { message: unknown; transfer?: Transferable[] };
type StubPort = { posted: Posted[]; postMessage(message: unknown, transfer?: Transferable[]): void; onmessage: ((event: { data: unknown }) => void) | null };
type Processor = { port: StubPort; process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean };
type ProcessorClass = new (options?: { processorOptions?: Record<string, unknown> }) => Processor;

const registered = new Map<string, ProcessorClass>();

class StubProcessor {
  readonly port: StubPort = {
    posted: [],
    onmessage: null,
    postMessage(message, transfer) {
      this.posted.push({ message, transfer });
    },
  };
}

const worklet = (name: string) => new URL(`../../public/worklets/${name}`, import.meta.url).pathname;
let dsp: Dsp;

beforeAll(async () => {
  vi.stubGlobal('AudioWorkletProcessor', StubProcessor);
  vi.stubGlobal('registerProcessor', (name: string, processor: ProcessorClass) => registered.set(name, processor));
  vi.stubGlobal('sampleRate', 48_000);
  dsp = await import(/* @vite-ignore */ worklet('pcm-dsp.js'));
  await import(/* @vite-ignore */ worklet('capture-processor.js'));
  await import(/* @vite-ignore */ worklet('playback-processor.js'));
});

function tone(hz: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i += 1) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

function inBlocks(signal: Float32Array, size: number): Float32Array[] {
  const blocks: Float32Array[] = [];
  for (let i = 0; i < signal.length; i += size) blocks.push(signal.subarray(i, Math.min(i + size, signal.length)));
  return blocks;
}

function concat(parts: ArrayLike<number>[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** RMS of the middle of a signal (skips filter warm-up at the start). */
function rms(signal: Float32Array): number {
  const middle = signal.subarray(Math.floor(signal.length / 4), Math.floor((signal.length * 3) / 4));
  return Math.sqrt(middle.reduce((sum, s) => sum + s * s, 0) / middle.length);
}

function zeroCrossings(signal: Float32Array): number {
  let n = 0;
  for (let i = 1; i < signal.length; i += 1) if ((signal[i - 1]! < 0) !== (signal[i]! < 0)) n += 1;
  return n;
}

function resample(rate: number, signal: Float32Array): Float32Array {
  const downsampler = new dsp.Downsampler(rate);
  return concat(inBlocks(signal, 128).map((block) => downsampler.process(block)));
}

describe('low-pass taps', () => {
  it('have unity gain at DC and are symmetric (linear phase)', () => {
    const taps = dsp.lowPassTaps(73, 0.1333);
    expect(taps.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    for (let i = 0; i < taps.length; i += 1) expect(taps[i]).toBeCloseTo(taps[taps.length - 1 - i]!, 6);
  });
});

describe('Downsampler', () => {
  it('turns 48 kHz into exactly a third as many samples, across 128-sample quanta', () => {
    expect(resample(48_000, tone(440, 48_000, 1))).toHaveLength(16_000);
  });

  it('turns 44.1 kHz into 16 kHz within a sample', () => {
    expect(Math.abs(resample(44_100, tone(440, 44_100, 1)).length - 16_000)).toBeLessThanOrEqual(1);
  });

  it('keeps speech-band tones at their level and frequency', () => {
    for (const rate of [48_000, 44_100]) {
      for (const hz of [300, 1000, 3000]) {
        const out = resample(rate, tone(hz, rate, 1));
        expect(rms(out) / (0.5 / Math.SQRT2)).toBeGreaterThan(0.95);
        expect(rms(out) / (0.5 / Math.SQRT2)).toBeLessThan(1.05);
        expect(Math.abs(zeroCrossings(out) - 2 * hz)).toBeLessThan(12);
      }
    }
  });

  it('removes tones above 8 kHz instead of folding them into the voice band', () => {
    for (const hz of [9000, 12_000, 20_000]) {
      expect(rms(resample(48_000, tone(hz, 48_000, 1)))).toBeLessThan(0.01 * (0.5 / Math.SQRT2));
    }
  });
});

describe('PCM conversion', () => {
  it('writes signed 16-bit little-endian, clamped', () => {
    const bytes = new Uint8Array(dsp.floatToPcm16([0, 0.5, -1, 2, -2]));
    expect([...bytes]).toEqual([0x00, 0x00, 0x00, 0x40, 0x00, 0x80, 0xff, 0x7f, 0x00, 0x80]);
  });

  it('reads back what it wrote within two steps', () => {
    const samples = [0, 0.25, -0.25, 0.999, -1];
    const back = dsp.pcm16ToFloat(dsp.floatToPcm16(samples));
    samples.forEach((s, i) => expect(Math.abs(back[i]! - s)).toBeLessThanOrEqual(2 / 32768));
  });

  it('collects 20 ms frames of 640 bytes', () => {
    const frames = new dsp.FrameAccumulator(320);
    expect(frames.push(new Float32Array(300))).toHaveLength(0);
    const done = frames.push(new Float32Array(660));
    expect(done.map((frame) => frame.byteLength)).toEqual([640, 640, 640]);
  });
});

describe('JitterBuffer and Upsampler', () => {
  const start = 960; // 60 ms at 16 kHz
  const cap = 4800; // 300 ms

  it('waits for 60 ms before playing, then plays', () => {
    const buffer = new dsp.JitterBuffer(start, cap);
    const up = new dsp.Upsampler(16_000, 48_000);
    const out = new Float32Array(128);
    buffer.push(new Float32Array(640).fill(0.5));
    expect(up.render(buffer, out)).toBe(false);
    expect(out.every((s) => s === 0)).toBe(true);
    buffer.push(new Float32Array(320).fill(0.5));
    expect(up.render(buffer, out)).toBe(true);
    expect(out[127]).toBeCloseTo(0.5, 5);
    expect(buffer.count).toBeLessThan(960 - 40);
  });

  it('drops the oldest audio back to 60 ms when more than 300 ms pile up', () => {
    const buffer = new dsp.JitterBuffer(start, cap);
    buffer.push(new Float32Array(4800));
    expect(buffer.count).toBe(4800);
    buffer.push(new Float32Array(320));
    expect(buffer.count).toBe(960);
    expect(buffer.droppedSamples).toBe(4160);
  });

  it('plays silence on an underrun, counts it and re-buffers', () => {
    const buffer = new dsp.JitterBuffer(start, cap);
    const up = new dsp.Upsampler(16_000, 48_000);
    const out = new Float32Array(128);
    buffer.push(new Float32Array(960).fill(0.25));
    let quanta = 0;
    while (up.render(buffer, out)) quanta += 1;
    expect(quanta).toBe(22); // 960 samples ≈ 2880 outputs ≈ 22 full quanta
    expect(out.every((s) => s === 0)).toBe(true);
    expect(buffer.underruns).toBe(1);
    expect(buffer.playing).toBe(false);
    buffer.push(new Float32Array(320));
    expect(up.render(buffer, out)).toBe(false);
    expect(buffer.underruns).toBe(1);
  });

  it('upsamples a 16 kHz tone to 48 kHz with its frequency and level', () => {
    const buffer = new dsp.JitterBuffer(start, 16_000 * 2);
    const up = new dsp.Upsampler(16_000, 48_000);
    buffer.push(tone(1000, 16_000, 1));
    const blocks: Float32Array[] = [];
    const out = new Float32Array(128);
    while (up.render(buffer, out)) blocks.push(out.slice());
    const played = concat(blocks);
    expect(played.length).toBeGreaterThan(47_800);
    expect(Math.abs(zeroCrossings(played) / (played.length / 48_000) - 2000)).toBeLessThan(10);
    expect(rms(played) / (0.5 / Math.SQRT2)).toBeGreaterThan(0.97);
  });
});

describe('DriftControl', () => {
  /**
   * A sender whose clock runs `senderFast` faster than the listener's, after a burst that left
   * `burstMs` queued; returns the queue level (ms) over time and the audio dropped.
   */
  function simulate(senderFast: number, burstMs: number, seconds: number) {
    const buffer = new dsp.JitterBuffer(960, 4800);
    const up = new dsp.Upsampler(16_000, 48_000);
    const drift = new dsp.DriftControl(16_000, 640);
    const out = new Float32Array(128);
    buffer.push(new Float32Array(960 + burstMs * 16));
    const levels: number[] = [];
    let produced = 0;
    const quanta = Math.round((seconds * 48_000) / 128);
    for (let q = 0; q < quanta; q += 1) {
      const due = Math.floor(((q * 128) / 48_000) * 50 * (1 + senderFast));
      while (produced < due) {
        buffer.push(new Float32Array(320).fill(0.1));
        produced += 1;
      }
      const speed = buffer.playing ? drift.observe(buffer.count, 128 / 48_000) : 1;
      up.render(buffer, out, speed);
      levels.push(buffer.count / 16);
    }
    return { levels, dropped: buffer.droppedSamples, underruns: buffer.underruns };
  }

  it('plays at normal speed while the queue stays near the 60 ms target', () => {
    const drift = new dsp.DriftControl(16_000, 640);
    for (let i = 0; i < 400; i += 1) drift.observe(640 + ((i * 37) % 320), 128 / 48_000);
    expect(drift.speed).toBe(1);
  });

  it('catches up a 200 ms backlog within seconds instead of staying late', () => {
    const { levels, dropped } = simulate(0, 200, 10);
    expect(dropped).toBe(0);
    expect(Math.max(...levels.slice(-400))).toBeLessThan(90);
  });

  it('holds latency down against a sender clock 0.5 % fast, without dropping audio', () => {
    const { levels, dropped, underruns } = simulate(0.005, 0, 120);
    expect(dropped).toBe(0);
    expect(underruns).toBe(0);
    expect(Math.max(...levels.slice(levels.length / 2))).toBeLessThan(100);
  });
});

describe('LevelMeter', () => {
  it('reports peak and RMS of the last frames only', () => {
    const meter = new dsp.LevelMeter(2);
    meter.add(new Float32Array(320).fill(0.8));
    meter.add(new Float32Array(320).fill(0.1));
    expect(meter.read().peak).toBeCloseTo(0.8);
    meter.add(new Float32Array(320).fill(0.1));
    meter.add(new Float32Array(320).fill(0.1));
    expect(meter.read()).toEqual({ peak: expect.closeTo(0.1, 5), rms: expect.closeTo(0.1, 5) });
  });
});

describe('capture processor', () => {
  it('posts 50 transferred 640-byte frames of 16 kHz PCM per second of 48 kHz input', () => {
    const Capture = registered.get('nw-capture');
    if (!Capture) throw new Error('nw-capture not registered');
    const processor = new Capture({ processorOptions: { frameSamples: 320 } });
    for (const block of inBlocks(tone(1000, 48_000, 1), 128)) expect(processor.process([[block]], [[new Float32Array(128)]])).toBe(true);
    const frames = processor.port.posted.filter((p) => p.message instanceof ArrayBuffer);
    expect(frames).toHaveLength(50);
    for (const frame of frames) {
      expect(frame.transfer).toEqual([frame.message]);
      expect(frame.message).toHaveProperty('byteLength', 640);
    }
    const decoded = concat(frames.map((f) => (f.message instanceof ArrayBuffer ? dsp.pcm16ToFloat(f.message) : [])));
    expect(Math.abs(zeroCrossings(decoded) - 2000)).toBeLessThan(12);
  });

  it('keeps running with no input and stops when told', () => {
    const Capture = registered.get('nw-capture');
    if (!Capture) throw new Error('nw-capture not registered');
    const processor = new Capture();
    expect(processor.process([[]], [[new Float32Array(128)]])).toBe(true);
    processor.port.onmessage?.({ data: { type: 'stop' } });
    expect(processor.process([[new Float32Array(128)]], [[new Float32Array(128)]])).toBe(false);
  });
});

describe('playback processor', () => {
  it('plays received frames after 60 ms and reports stats with levels', () => {
    const Playback = registered.get('nw-playback');
    if (!Playback) throw new Error('nw-playback not registered');
    const processor = new Playback();
    const pcm = dsp.floatToPcm16(tone(1000, 16_000, 0.2));
    for (let at = 0; at < pcm.byteLength; at += 640) processor.port.onmessage?.({ data: pcm.slice(at, at + 640) });
    const out = [new Float32Array(128), new Float32Array(128)];
    const played: Float32Array[] = [];
    for (let i = 0; i < 40; i += 1) {
      processor.process([], [out]);
      played.push(out[0]!.slice());
      expect(out[1]).toEqual(out[0]);
    }
    expect(rms(concat(played))).toBeGreaterThan(0.3);
    const stats = processor.port.posted.map((p) => p.message).filter((m) => typeof m === 'object' && m !== null && 'framesReceived' in m);
    expect(stats.at(-1)).toMatchObject({
      type: 'stats',
      framesReceived: 10,
      underruns: 0,
      peak: expect.closeTo(0.5, 2),
      rms: expect.closeTo(0.5 / Math.SQRT2, 2),
    });
  });
});
