import { useSenderAudio } from '../audio/sender-store';

/** A small 'Live audio' mark while the microphone is being sent (or connecting). */
export function LiveAudioIndicator() {
  const state = useSenderAudio((store) => store.state);
  if (state !== 'live' && state !== 'connecting') return null;
  return (
    <p className="live-audio" role="status" data-testid="live-audio-indicator">
      <span className="live-dot" aria-hidden="true" />
      {state === 'live' ? 'Live audio' : 'Live audio connecting…'}
    </p>
  );
}
