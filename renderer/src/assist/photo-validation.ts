import { ASSIST_MESSAGES, IMAGE_FORMATS, PHOTO_MAX_BYTES } from '../../../shared/api/assist';

/** Photos are redrawn to fit this box (spec/assist.md §5, §9). */
export const PHOTO_MAX_DIMENSION = 1920;
export const PHOTO_JPEG_QUALITY = 0.85;

/** Why a chosen file cannot be used as photo evidence, or undefined when it can (checked in the spec's order). */
export function photoFileProblem(file: { type: string; size: number }): string | undefined {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/')) return ASSIST_MESSAGES.photoNotImage;
  if (file.size > PHOTO_MAX_BYTES) return ASSIST_MESSAGES.photoTooLarge;
  if (!IMAGE_FORMATS.some((format) => format === type)) return ASSIST_MESSAGES.photoFormat;
  return undefined;
}

/** The size to redraw at: the same proportions, no side over the limit, never enlarged. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_DIMENSION): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
