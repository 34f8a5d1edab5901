import { base64DecodedLength, PHOTO_MAX_BYTES, stripDataUrl } from '../../../shared/api/assist';
import { fitWithin, PHOTO_JPEG_QUALITY } from './photo-validation';

/** A photo ready to send: bare base64 JPEG, plus a data URL for the preview. */
export type ProcessedPhoto = { data: string; mime: 'image/jpeg'; previewUrl: string; width: number; height: number };

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/**
 * Redraws the photo on a canvas (at most 1920×1920, JPEG quality 0.85). Only pixels survive a
 * redraw, so location tags and other metadata in the original file never leave the device.
 */
export async function processPhoto(file: Blob): Promise<ProcessedPhoto> {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  if (width === 0) throw new Error('The image has no pixels');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas available');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const previewUrl = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  const data = stripDataUrl(previewUrl);
  if (!data || base64DecodedLength(data) > PHOTO_MAX_BYTES) throw new Error('The redrawn photo is too large');
  return { data, mime: 'image/jpeg', previewUrl, width, height };
}
