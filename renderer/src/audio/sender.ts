import { useSenderAudio } from './sender-store';

/**
 * Publishes the microphone to the hub's audio room for the caller's active SOS
 * (spec/core.md §4 "Audio service", DESIGN.md §6). Called after a successful SOS start when
 * Emergency Audio is on; stopSenderAudio() on cancel.
 *
 * Placeholder until the live-audio work lands: it only reports that audio is not sent yet.
 */
export async function startSenderAudio(): Promise<void> {
  useSenderAudio.getState().set('idle');
}

export function stopSenderAudio(): void {
  useSenderAudio.getState().reset();
}
