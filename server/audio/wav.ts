import { closeSync, fstatSync, openSync, writeSync } from 'node:fs';

const HEADER_BYTES = 44;
/** Patch the header every this many frames, so even a killed hub leaves a playable file. */
const PATCH_EVERY_FRAMES = 25;

export function wavHeader(dataBytes: number, sampleRate: number, channels = 1, bitsPerSample = 16): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  const blockAlign = (channels * bitsPerSample) / 8;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export type WavInfo = { format: number; channels: number; sampleRate: number; bitsPerSample: number; riffSize: number; dataBytes: number };

/** Reads the canonical 44-byte header the hub writes; throws on anything else. */
export function parseWavHeader(buffer: Buffer): WavInfo {
  if (buffer.length < HEADER_BYTES || buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  if (buffer.toString('ascii', 36, 40) !== 'data') throw new Error('Unexpected WAV layout');
  return {
    format: buffer.readUInt16LE(20),
    channels: buffer.readUInt16LE(22),
    sampleRate: buffer.readUInt32LE(24),
    bitsPerSample: buffer.readUInt16LE(34),
    riffSize: buffer.readUInt32LE(4),
    dataBytes: buffer.readUInt32LE(40),
  };
}

/** Appends PCM to a WAV file, keeping its header's sizes true as it goes. */
export class WavWriter {
  private readonly fd: number;
  private dataBytes = 0;
  private framesSincePatch = 0;
  private closed = false;

  constructor(
    readonly path: string,
    readonly sampleRate: number,
  ) {
    this.fd = openSync(path, 'w', 0o600);
    writeSync(this.fd, wavHeader(0, sampleRate), 0, HEADER_BYTES, 0);
  }

  get bytes(): number {
    return this.dataBytes;
  }

  append(pcm: Buffer): void {
    if (this.closed) return;
    writeSync(this.fd, pcm, 0, pcm.length, HEADER_BYTES + this.dataBytes);
    this.dataBytes += pcm.length;
    this.framesSincePatch += 1;
    if (this.framesSincePatch >= PATCH_EVERY_FRAMES) this.flush();
  }

  /** Writes the true sizes into the header (after a publisher drops, and periodically). */
  flush(): void {
    if (this.closed) return;
    this.framesSincePatch = 0;
    const header = wavHeader(this.dataBytes, this.sampleRate);
    writeSync(this.fd, header, 4, 4, 4);
    writeSync(this.fd, header, 40, 4, 40);
  }

  close(): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    closeSync(this.fd);
  }
}

/** Fixes the header of a file a crashed hub left behind: sizes from the file's real length. */
export function repairWav(path: string): number {
  const fd = openSync(path, 'r+');
  try {
    const size = fstatSync(fd).size;
    const dataBytes = Math.max(0, size - HEADER_BYTES);
    const even = dataBytes - (dataBytes % 2);
    const header = wavHeader(even, 16_000);
    writeSync(fd, header, 4, 4, 4);
    writeSync(fd, header, 40, 4, 40);
    return even;
  } finally {
    closeSync(fd);
  }
}
