import { type RefObject, useEffect, useRef } from 'react';
import { QR_CAMERA_START_DELAY_MS, QR_SCANS_PER_SECOND } from '../../../shared/constants';

/** Frames are scaled down to this width before decoding: plenty for a QR held up to a camera. */
const MAX_SCAN_WIDTH = 640;

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** A sentence for the Camera Error toast. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera access was denied. Allow the camera in your browser settings and try again.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device.';
  if (name === 'NotReadableError') return 'The camera is in use by another app.';
  if (!navigator.mediaDevices) return 'The camera needs a secure (https) connection to the hub.';
  return 'Unable to start the camera.';
}

/**
 * While `active`, opens the rear camera (after a 100 ms wait), decodes frames with jsQR
 * at 25 scans per second and reports the first code found. jsQR loads on first use.
 */
export function useQrScanner(
  active: boolean,
  onDecode: (text: string) => void,
  onError: (error: unknown) => void,
): RefObject<HTMLVideoElement | null> {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const handlers = useRef({ onDecode, onError });
  useEffect(() => {
    handlers.current = { onDecode, onError };
  });

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let interval: ReturnType<typeof setInterval> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      const [{ default: jsQR }, media] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      const video = videoRef.current;
      if (cancelled || !video || !context) return stopStream(media);
      video.srcObject = media;
      await video.play();

      interval = setInterval(() => {
        if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
        const scale = Math.min(1, MAX_SCAN_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (!code || cancelled) return;
        clearInterval(interval);
        stopStream(stream);
        handlers.current.onDecode(code.data);
      }, 1000 / QR_SCANS_PER_SECOND);
    };

    const timer = setTimeout(() => {
      start().catch((error: unknown) => {
        if (!cancelled) handlers.current.onError(error);
      });
    }, QR_CAMERA_START_DELAY_MS);

    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearInterval(interval);
      stopStream(stream);
    };
  }, [active]);

  return videoRef;
}
