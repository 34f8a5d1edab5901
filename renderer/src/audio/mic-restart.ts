import { AUDIO_ERRORS_BEFORE_RESTART } from '../../../shared/api/audio';
import { delay } from '../delay';
import { backoffDelay } from './audio-policy';

/** Words for a getUserMedia failure, by the DOMException name browsers use. */
export function micErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Microphone access was refused. Allow the microphone for this site to send live audio.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No microphone was found on this device.';
  if (name === 'NotReadableError') return 'The microphone is busy in another app.';
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `Could not start the microphone${detail}`;
}

/** Tries to rebuild the capture pipeline up to 5 times with backoff; true when one worked. */
export async function restartCapture(start: () => Promise<void>, cancelled: () => boolean): Promise<boolean> {
  for (let attempt = 1; attempt <= AUDIO_ERRORS_BEFORE_RESTART; attempt += 1) {
    await delay(backoffDelay(attempt));
    if (cancelled()) return false;
    try {
      await start();
      return true;
    } catch {
      // Try again after a longer wait.
    }
  }
  return false;
}
