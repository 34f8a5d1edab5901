import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ASSIST_MESSAGES,
  PHOTO_MAX_BYTES,
  sniffImageFormat,
  type ImageFormat,
} from '../../shared/api/assist';
import { ERROR_CODES } from '../../shared/errors';
import { HttpError } from '../http/errors';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const satisfies Record<ImageFormat, string>;

export type DecodedPhoto = { bytes: Buffer; format: ImageFormat };

const photoRefused = (message: string) =>
  new HttpError(400, ERROR_CODES.validation, `photo.data: ${message}`, [{ path: 'photo.data', message }]);

/**
 * Decodes a photo the shared schema already accepted and checks the real bytes again: the
 * schema saw only the declared type and the first bytes, the file on disk must be what it claims.
 */
export function decodePhoto(data: string): DecodedPhoto {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw photoRefused(ASSIST_MESSAGES.photoTooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw photoRefused(ASSIST_MESSAGES.photoFormat);
  return { bytes, format };
}

const photosDir = (dataDir: string) => join(dataDir, 'photos');

/** Writes the photo owner-only under dataDir/photos/<concern id>.<ext>; returns the file name. */
export function storePhoto(dataDir: string, concernId: string, photo: DecodedPhoto): string {
  const dir = photosDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileName = `${concernId}.${EXTENSIONS[photo.format]}`;
  writeFileSync(join(dir, fileName), photo.bytes, { mode: 0o600 });
  return fileName;
}

/** The photo's bytes, or undefined when the file is gone (retention removed it). */
export function readPhoto(dataDir: string, fileName: string): Buffer | undefined {
  try {
    return readFileSync(join(photosDir(dataDir), fileName));
  } catch {
    return undefined;
  }
}

export function removePhoto(dataDir: string, fileName: string): void {
  rmSync(join(photosDir(dataDir), fileName), { force: true });
}
