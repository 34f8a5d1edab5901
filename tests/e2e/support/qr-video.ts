import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;
const FRAMES = 5;
const BLACK = 16;
const WHITE = 235;

/** Y plane of one frame: the QR of `text`, black on white with a quiet zone, centred. */
function lumaPlane(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + QUIET_ZONE * 2;
  const scale = Math.floor((HEIGHT - 40) / span);
  const left = Math.floor((WIDTH - span * scale) / 2);
  const top = Math.floor((HEIGHT - span * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + QUIET_ZONE) * scale;
      const x0 = left + (col + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y += 1) luma.fill(BLACK, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  return luma;
}

/** A YUV4MPEG2 (C420jpeg) clip of a few identical frames showing the QR code of `text`. */
export function qrVideo(text: string): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), lumaPlane(text), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** Writes the clip to a temp file for Chromium's --use-file-for-fake-video-capture. */
export function writeQrVideo(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'nw-qr-')), 'qr.y4m');
  writeFileSync(file, qrVideo(text));
  return file;
}
