import { useEffect, useState } from 'react';
import type { Recording } from '../../../../shared/api/audio';
import { errorMessage } from '../../api/client';
import { formatTime } from '../format';
import { hubBlob } from '../hub-api';

/**
 * Plays a recording kept on the hub. <audio> cannot send the admin token, so the WAV is
 * fetched with it and played from a blob URL (revoked when the player goes away).
 */
export function RecordingPlayer({ recording }: { recording: Recording }) {
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [problem, setProblem] = useState('');
  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src);
  }, [src]);

  const load = async () => {
    setState('loading');
    try {
      const blob = await hubBlob(recording.url);
      setSrc(URL.createObjectURL(blob));
      setState('idle');
    } catch (error) {
      setProblem(errorMessage(error, 'The recording could not be loaded.'));
      setState('error');
    }
  };

  const label = `${formatTime(recording.startedAt)} · ${recording.durationSec} s${recording.endedAt === null ? ' · still recording' : ''}`;
  return (
    <div className="cc-recording" data-testid="recording">
      <span className="cc-recording-label">{label}</span>
      {src ? (
        <audio controls autoPlay src={src} aria-label={`Recording from ${label}`} />
      ) : (
        <button type="button" className="button button-secondary button-small" disabled={state === 'loading'} onClick={() => void load()}>
          {state === 'loading' ? 'Loading…' : 'Play recording'}
        </button>
      )}
      {state === 'error' ? <span className="cc-error-text">{problem}</span> : null}
    </div>
  );
}
